import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import panel from './category-page.module.css';
import styles from './site.module.css';

/** "Loading…" while a part of a page loads. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className={styles.status}>
      {t('common.loading')}
    </p>
  );
}

/** A calm message in place of content: nothing there, not found, or failed to load. */
export function PageMessage({
  children,
  action,
  home = false,
}: {
  children: ReactNode;
  action?: ReactNode;
  /** Adds a "back to home" link. */
  home?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.message}>
      <p className={styles.messageText}>{children}</p>
      {(action || home) && (
        <p className={styles.messageActions}>
          {action}
          {home && (
            <Link to={paths.home.getHref()} className={styles.buttonLink}>
              {t('common.backHome')}
            </Link>
          )}
        </p>
      )}
    </div>
  );
}

/** A failed load in place of content (`children` says what failed), with a button that asks again. */
export function LoadFailedMessage({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <PageMessage
      action={
        <button type="button" className={styles.buttonLink} onClick={onRetry}>
          {t('category.retry')}
        </button>
      }
    >
      {children}
    </PageMessage>
  );
}

/** A whole page that is only a message (loading, not found…), under a page heading. */
export function MessagePage({
  title,
  children,
  home = false,
}: {
  title?: string;
  children?: ReactNode;
  home?: boolean;
}) {
  return (
    <div className={panel.page}>
      <section className={`${panel.content} ${panel.single}`}>
        {title && <h1 className={panel.contentTitle}>{title}</h1>}
        {children === undefined ? <Loading /> : <PageMessage home={home}>{children}</PageMessage>}
      </section>
    </div>
  );
}
