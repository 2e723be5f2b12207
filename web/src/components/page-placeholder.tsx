import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/hooks/use-document-title';
import styles from './page-placeholder.module.css';

/** A titled page whose content a later issue fills in. */
export function PagePlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      {children ?? <p className={styles.text}>{t('common.underConstruction')}</p>}
    </section>
  );
}
