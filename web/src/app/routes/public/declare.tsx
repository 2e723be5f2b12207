import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/page-placeholder';

export function DeclareRoute() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('pages.declare')} />;
}
