import type { Key, ReactNode } from 'react';
import { Link } from 'react-router';
import page from '@/styles/page.module.css';

/** The class of each part of a record list; a feature overrides the parts it styles its own way. */
export interface RecordListClasses {
  list: string;
  item: string;
  head: string;
  title: string;
}

const ruled: RecordListClasses = {
  list: page.compactList,
  item: page.compactItem,
  head: page.compactHead,
  title: page.compactTitle,
};

/** A record's row head: its title, linking to where it is followed, and its state. */
export interface RecordHead {
  to: string;
  title: ReactNode;
  badge: ReactNode;
}

/**
 * One's own records on the personal page (sign-ups, applications, declarations) as a ruled list:
 * each row a linked title with its state badge, then what the feature tells about the record.
 */
export function RecordList<T>({
  records,
  keyOf,
  head,
  classes,
  children,
}: {
  records: readonly T[];
  keyOf: (record: T) => Key;
  head: (record: T) => RecordHead;
  classes?: Partial<RecordListClasses>;
  children: (record: T) => ReactNode;
}) {
  const css = { ...ruled, ...classes };
  return (
    <ul className={css.list}>
      {records.map((record) => {
        const { to, title, badge } = head(record);
        return (
          <li key={keyOf(record)} className={css.item}>
            <p className={css.head}>
              <Link to={to} className={css.title}>
                {title}
              </Link>
              {badge}
            </p>
            {children(record)}
          </li>
        );
      })}
    </ul>
  );
}
