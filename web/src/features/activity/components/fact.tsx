import type { ReactNode } from 'react';

/** One labelled fact of an event, a ticket or a certificate, inside the caller's <dl>. */
export function Fact({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
