import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/page-placeholder';

/** Category list; query parentId and tabIndex (filled in by a later issue). */
export function AreaxListRoute() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('pages.areaxList')} />;
}
