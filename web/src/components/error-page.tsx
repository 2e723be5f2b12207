import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import styles from './error-page.module.css';

/**
 * A status page (404, 401) with a link back home: inside the site's layout, or `standalone`
 * as the whole screen.
 */
export function ErrorPage({
  status,
  text,
  standalone = false,
}: {
  status: string;
  text: string;
  standalone?: boolean;
}) {
  const { t } = useTranslation();
  useDocumentTitle(status);
  const Root = standalone ? 'main' : 'section';
  return (
    <Root className={standalone ? styles.standalone : styles.page}>
      <h1 className={styles.status}>{status}</h1>
      <p className={styles.text}>{text}</p>
      <Link to={paths.home.getHref()} className={styles.home}>
        {t('common.backHome')}
      </Link>
    </Root>
  );
}
