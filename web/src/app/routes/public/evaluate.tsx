import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { ServiceHero, ServiceSection } from '@/components/service-page';
import { bannerPicture } from '@/features/content/components/home-banner';
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
      <ServiceHero
        title={t('evaluate.title')}
        lead={t('evaluate.lead')}
        picture={bannerPicture('training')}
        classes={styles}
      >
        <a href="#programs">{t('evaluate.programs')}</a>
        {loggedIn ? <a href="#mine">{t('evaluate.mineLink')}</a> : null}
        <Link to={paths.evaluateVerify.getHref()}>{t('evaluate.verifyLink')}</Link>
      </ServiceHero>
      <ServiceSection id="programs" titleId="programs-title" title={t('evaluate.programs')} classes={styles}>
        <ProgramList />
      </ServiceSection>
      {loggedIn ? (
        <ServiceSection id="mine" titleId="mine-title" title={t('evaluate.mine')} classes={styles}>
          <MyApplications />
        </ServiceSection>
      ) : null}
    </div>
  );
}
