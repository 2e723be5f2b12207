import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/page-placeholder';

export function HomeRoute() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder title={t('pages.home')}>
      <p>{t('pages.homeLead')}</p>
    </PagePlaceholder>
  );
}
