import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { ServiceHero, ServiceSection } from '@/components/service-page';
import { bannerPicture } from '@/features/content/components/home-banner';
import { paths } from '@/config/paths';
import { useArticleList } from '@/features/content/api/get-article-list';
import { PagedArticleList } from '@/features/content/components/article-list';
import { usePageParams } from '@/features/content/components/use-page-params';
import { type PublicLevel, useLevels } from '@/features/member/api/membership';
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
  // The guide list's own query (shared through the cache): the sections show once it and the
  // levels have arrived, so that neither pushes the sections under it down (layout shift).
  const { pageNum, pageSize } = usePageParams();
  const guide = useArticleList({ parentId: GUIDE_TYPE, pageNum, pageSize });
  const ready = !levels.isPending && !guide.isPending;

  return (
    <div className={styles.page}>
      <ServiceHero
        title={t('membership.title')}
        lead={t('membership.lead')}
        picture={bannerPicture('join')}
        classes={styles}
      >
        <a href="#apply">{t('membership.apply')}</a>
        <Link to={paths.memberDirectory.getHref()}>{t('membership.directory')}</Link>
        <Link to={paths.memberVerify.getHref()}>{t('membership.verify')}</Link>
      </ServiceHero>
      {ready ? <MembershipSections levels={levels.data} /> : <p role="status">{t('common.loading')}</p>}
    </div>
  );
}

function MembershipSections({ levels }: { levels: PublicLevel[] | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <ServiceSection titleId="guide-title" title={t('membership.guide')} classes={styles}>
        <PagedArticleList filter={{ parentId: GUIDE_TYPE }} />
      </ServiceSection>
      <ServiceSection titleId="levels-title" title={t('membership.levels')} classes={styles}>
        {levels ? <LevelCards levels={levels} /> : <p role="status">{t('common.loading')}</p>}
      </ServiceSection>
      <ServiceSection id="apply" titleId="apply-title" title={t('membership.apply')} classes={styles}>
        <MembershipApply levels={levels ?? []} />
      </ServiceSection>
    </>
  );
}
