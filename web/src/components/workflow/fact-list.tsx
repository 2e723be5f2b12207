import { Fragment, type ReactNode } from 'react';

/** One label–value row; `className` styles the value (an amount, an account number). */
export interface Fact {
  label: ReactNode;
  value: ReactNode;
  className?: string;
}

/**
 * Facts of a record as label–value rows of a description list. A row given as `false` or `null`
 * (a fact this record does not have) is left out.
 */
export function FactList({
  facts,
  className,
  label,
}: {
  facts: readonly (Fact | false | null)[];
  className?: string;
  /** The list's accessible name. */
  label?: string;
}) {
  return (
    <dl className={className} aria-label={label}>
      {facts.map((fact, index) =>
        fact ? (
          <Fragment key={index}>
            <dt>{fact.label}</dt>
            <dd className={fact.className}>{fact.value}</dd>
          </Fragment>
        ) : null,
      )}
    </dl>
  );
}
