import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PrintActions } from '@/components/print-actions';
import styles from './printable.module.css';
import shared from './shared.module.css';

/** A document to print (ticket, certificate): on paper only the document shows, on A4. */
export function Printable({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  /** Buttons beside 打印. */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.page} aria-labelledby="printable-title">
      <article className={styles.sheet}>
        <header className={styles.header}>
          <h1 id="printable-title">{title}</h1>
          <p>{t('common.siteName')}</p>
        </header>
        <div className={styles.body}>{children}</div>
      </article>
      <PrintActions printLabel={t('activity.print')} actions={actions} />
    </section>
  );
}

/**
 * The document `query` loads (one's ticket, certificate): loading, else the way back to one's
 * sign-ups when it cannot be had (the request client has said why), else the document.
 */
export function PrintableQuery<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <p className={shared.message}>{t('common.loading')}</p>;
  if (!query.data) {
    return (
      <p className={shared.message}>
        <Link to={paths.personal.getHref()}>{t('activity.mine')}</Link>
      </p>
    );
  }
  return children(query.data);
}
