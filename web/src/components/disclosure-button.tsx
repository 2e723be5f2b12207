import type { ReactNode } from 'react';

/** A button that shows or hides a part of the page (`controls`, its id), saying which it is now. */
export function DisclosureButton({
  open,
  onToggle,
  controls,
  className,
  children,
}: {
  open: boolean;
  onToggle: (open: boolean) => void;
  controls?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => onToggle(!open)}
    >
      {children}
    </button>
  );
}
