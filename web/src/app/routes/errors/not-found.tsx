import { useTranslation } from 'react-i18next';
import { ErrorPage } from '@/components/error-page';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return <ErrorPage status="404" text={t('pages.notFoundText')} />;
}
