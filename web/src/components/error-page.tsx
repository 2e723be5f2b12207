import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import styles from './error-page.module.css';

/** Standalone status page (404, 401) with a link back home. */
export function ErrorPage({ status, text }: { status: string; text: string }) {
  const { t } = useTranslation();
  useDocumentTitle(status);
  return (
    <main className={styles.page}>
      <h1 className={styles.status}>{status}</h1>
      <p className={styles.text}>{text}</p>
      <Link to={paths.home.getHref()} className={styles.home}>
        {t('common.backHome')}
      </Link>
    </main>
  );
}
