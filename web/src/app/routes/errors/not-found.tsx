import { useTranslation } from '@/lib/i18n';
import { ErrorPage } from '@/components/error-page';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return <ErrorPage status="404" text={t('pages.notFoundText')} />;
}
