import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { MyApplications } from '@/features/evaluate/components/my-applications';
import { ProgramList } from '@/features/evaluate/components/program-list';
import styles from '@/features/evaluate/components/evaluate.module.css';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { selectLoggedIn, useSession } from '@/store/session';

/** /evaluate: the programmes with their application forms, then one's own applications. */
export function EvaluateRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('evaluate.title'));
  const loggedIn = useSession(selectLoggedIn);

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1>{t('evaluate.title')}</h1>
        <p>{t('evaluate.lead')}</p>
        <nav className={styles.heroLinks} aria-label={t('evaluate.title')}>
          <a href="#programs">{t('evaluate.programs')}</a>
          {loggedIn ? <a href="#mine">{t('evaluate.mineLink')}</a> : null}
          <Link to={paths.evaluateVerify.getHref()}>{t('evaluate.verifyLink')}</Link>
        </nav>
      </header>
      <section id="programs" className={styles.section} aria-labelledby="programs-title">
        <h2 id="programs-title" className={styles.sectionTitle}>
          {t('evaluate.programs')}
        </h2>
        <ProgramList />
      </section>
      {loggedIn ? (
        <section id="mine" className={styles.section} aria-labelledby="mine-title">
          <h2 id="mine-title" className={styles.sectionTitle}>
            {t('evaluate.mine')}
          </h2>
          <MyApplications />
        </section>
      ) : null}
    </div>
  );
}
