import { useTranslation } from 'react-i18next';
import { ErrorPage } from '@/components/error-page';

export function UnauthorizedRoute() {
  const { t } = useTranslation();
  return <ErrorPage status="401" text={t('pages.unauthorizedText')} standalone />;
}
