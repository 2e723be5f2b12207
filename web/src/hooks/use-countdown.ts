import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown that ticks once a second; `start(60)` begins one. */
export function useCountdown() {
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const start = useCallback((seconds: number) => setLeft(seconds), []);
  return { left, start, running: left > 0 };
}
