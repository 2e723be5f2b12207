import { useTranslation } from '@/lib/i18n';
import { ErrorPage } from '@/components/error-page';

export function UnauthorizedRoute() {
  const { t } = useTranslation();
  return <ErrorPage status="401" text={t('pages.unauthorizedText')} standalone />;
}
