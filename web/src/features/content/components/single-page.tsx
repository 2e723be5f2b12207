import { useTranslation } from '@/lib/i18n';
import { RequestError } from '@/lib/request';
import { useSession } from '@/store/session';
import { useArticle } from '../api/get-article';
import { useArticleList } from '../api/get-article-list';
import { ArticleView } from './article-view';
import { Loading, PageMessage } from './page-message';
import { articleTitle } from './text';

/** A category shown as one page (bllType 3): its newest article in full. */
export function SinglePage({ typeId, heading }: { typeId: number; heading: string }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const list = useArticleList({ typeId, pageNum: 1, pageSize: 1 });
  // The list keeps the previous category's page while the next loads: not this category's article.
  const newest = list.isPlaceholderData ? undefined : list.data?.rows[0];
  const article = useArticle(newest?.id);

  if (list.isPending || list.isPlaceholderData) return <Loading />;
  if (list.isError) return <PageMessage>{t('category.loadFailed')}</PageMessage>;
  if (!newest) return <PageMessage>{t('category.empty')}</PageMessage>;
  if (article.isPending) return <Loading />;
  if (article.isError) {
    const gone = article.error instanceof RequestError && article.error.code === 404;
    return <PageMessage>{gone ? t('article.notFound') : t('article.loadFailed')}</PageMessage>;
  }
  const title = articleTitle(article.data, lang);
  return (
    <ArticleView
      article={article.data}
      titleAs="h3"
      showTitle={title !== heading}
      neighbours={false}
      embedded
    />
  );
}
