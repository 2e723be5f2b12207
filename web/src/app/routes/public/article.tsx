import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { useArticle } from '@/features/content/api/get-article';
import { useMenuTree } from '@/features/content/api/get-menu-tree';
import { ArticleView } from '@/features/content/components/article-view';
import { Breadcrumb, type Crumb, typeCrumbs } from '@/features/content/components/breadcrumb';
import styles from '@/features/content/components/category-page.module.css';
import { MessagePage } from '@/features/content/components/page-message';
import { articleTitle, pathTo, positiveInt } from '@/features/content/components/text';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { RequestError } from '@/lib/request';
import { useSession } from '@/store/session';

/**
 * /article?articleId&key. The query key holds both, so a new link (new key) or another article
 * reads afresh without reloading the window.
 */
export function ArticleRoute() {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const [params] = useSearchParams();
  const articleId = positiveInt(params.get('articleId'));
  const article = useArticle(articleId, params.get('key') ?? '');
  const menu = useMenuTree();

  useDocumentTitle(article.data ? articleTitle(article.data, lang) : t('pages.article'));

  if (articleId === undefined) {
    return (
      <MessagePage title={t('pages.article')} home>
        {t('article.notFound')}
      </MessagePage>
    );
  }
  if (article.isPending) return <MessagePage />;
  if (article.isError) {
    const gone = article.error instanceof RequestError && article.error.code === 404;
    return (
      <MessagePage title={t('pages.article')} home>
        {gone ? t('article.notFound') : t('article.loadFailed')}
      </MessagePage>
    );
  }

  const trail = menu.data ? pathTo(menu.data, article.data.typeId) : [];
  const crumbs: Crumb[] = [...typeCrumbs(trail, lang), { label: t('article.body') }];

  return (
    <div className={styles.page}>
      <Breadcrumb items={crumbs} />
      <div className={styles.content}>
        <ArticleView key={article.data.id} article={article.data} />
      </div>
    </div>
  );
}
