import { useTranslation } from '@/lib/i18n';
import { NextEvents } from '@/features/activity/components/next-events';
import { HomeBanner } from '@/features/content/components/home-banner';
import { HomeBlocks } from '@/features/content/components/home-blocks';
import styles from '@/features/content/components/home-page.module.css';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /index: banner, news and notice columns, membership and training-event calls to action. */
export function HomeRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.home'));
  return (
    <div className={styles.home}>
      <h1 className="sr-only">{t('pages.home')}</h1>
      <HomeBanner />
      <HomeBlocks trainingEvents={<NextEvents />} />
    </div>
  );
}
