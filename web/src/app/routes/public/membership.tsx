import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PagedArticleList } from '@/features/content/components/article-list';
import { useLevels } from '@/features/member/api/membership';
import { LevelCards } from '@/features/member/components/level-cards';
import { MembershipApply } from '@/features/member/components/membership-apply';
import styles from '@/features/member/components/membership.module.css';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** The articles under 会员服务 (the joining guide) introduce membership. */
const GUIDE_TYPE = 13;

/** /memberShip and /Membership (the latter behind the login guard): join, follow, pay. */
export function MembershipRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('membership.title'));
  const levels = useLevels();

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1>{t('membership.title')}</h1>
        <p>{t('membership.lead')}</p>
        <nav className={styles.heroLinks} aria-label={t('membership.title')}>
          <a href="#apply">{t('membership.apply')}</a>
          <Link to={paths.memberDirectory.getHref()}>{t('membership.directory')}</Link>
          <Link to={paths.memberVerify.getHref()}>{t('membership.verify')}</Link>
        </nav>
      </header>
      <section className={styles.section} aria-labelledby="guide-title">
        <h2 id="guide-title" className={styles.sectionTitle}>
          {t('membership.guide')}
        </h2>
        <PagedArticleList filter={{ parentId: GUIDE_TYPE }} />
      </section>
      <section className={styles.section} aria-labelledby="levels-title">
        <h2 id="levels-title" className={styles.sectionTitle}>
          {t('membership.levels')}
        </h2>
        {levels.data ? <LevelCards levels={levels.data} /> : <p role="status">{t('common.loading')}</p>}
      </section>
      <section id="apply" className={styles.section} aria-labelledby="apply-title">
        <h2 id="apply-title" className={styles.sectionTitle}>
          {t('membership.apply')}
        </h2>
        <MembershipApply levels={levels.data ?? []} />
      </section>
    </div>
  );
}
