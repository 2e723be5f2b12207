import type { ReactNode } from 'react';

// List cells of two lines, for the records the public site shows in both languages and for the
// date windows of calls and programmes.

/** The Chinese text, the English one (when there is one) below it in grey. */
export function BilingualCell({ zh, en }: { zh: ReactNode; en?: string | null }) {
  return (
    <div>
      <div>{zh}</div>
      {en ? <div style={{ color: 'rgba(0, 0, 0, 0.45)', fontSize: 12 }}>{en}</div> : null}
    </div>
  );
}

/** A window: its start, then 至 its end. */
export function PeriodCell({ from, to }: { from: ReactNode; to: ReactNode }) {
  return (
    <div>
      <div>{from}</div>
      <div>至 {to}</div>
    </div>
  );
}
