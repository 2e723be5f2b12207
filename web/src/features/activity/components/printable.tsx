import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './printable.module.css';

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
      <p className={styles.actions}>
        {actions}
        <button type="button" className={styles.print} onClick={() => window.print()}>
          {t('activity.print')}
        </button>
      </p>
    </section>
  );
}

/** Loading, or the message that the document is not there, in the printable page's frame. */
export function PrintableMessage({ children }: { children: ReactNode }) {
  return <p className={styles.message}>{children}</p>;
}
