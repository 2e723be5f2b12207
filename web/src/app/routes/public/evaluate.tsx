import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/page-placeholder';

/** Ability evaluation (the 能力评价 menu item links here; a later issue fills it in). */
export function EvaluateRoute() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('pages.evaluate')} />;
}
