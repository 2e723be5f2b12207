import type { ReactNode } from 'react';
import type { ListColumn } from './list-page';

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

/** The column of a record's name (key `zh`) over its English one (`en`), left-aligned. */
export const bilingualColumn = <R,>(
  zh: keyof R & string,
  en: keyof R,
  title: string,
  width: number,
): ListColumn<R> => ({
  key: zh,
  title,
  align: 'left',
  width,
  render: (_, row) => <BilingualCell zh={row[zh] as ReactNode} en={row[en] as string | null} />,
});

/** The column of a record's window from `from` (its key) to `to`. */
export const periodColumn = <R,>(from: keyof R & string, to: keyof R, title: string): ListColumn<R> => ({
  key: from,
  title,
  width: 180,
  render: (_, row) => <PeriodCell from={row[from] as ReactNode} to={row[to] as ReactNode} />,
});
