import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/page-placeholder';

/** Merit rating (评优评先; a later issue fills it in). */
export function MeritRatingRoute() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('pages.meritRating')} />;
}
