import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/page-placeholder';

export function ArticleListRoute() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('pages.articleList')} />;
}
