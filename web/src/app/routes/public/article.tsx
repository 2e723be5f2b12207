import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/page-placeholder';

/** Article page; query articleId (filled in by a later issue). */
export function ArticleRoute() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('pages.article')} />;
}
