import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { useMenuTree } from '@/features/content/api/get-menu-tree';
import { PagedArticleList } from '@/features/content/components/article-list';
import { Breadcrumb, type Crumb, typeCrumbs } from '@/features/content/components/breadcrumb';
import styles from '@/features/content/components/category-page.module.css';
import { displayName, pathTo, positiveInt } from '@/features/content/components/text';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/store/session';

/** /articleList?typeId|parentId|articleName: the articles of a category, or a search by name. */
export function ArticleListRoute() {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const [params] = useSearchParams();
  const menu = useMenuTree();

  const articleName = params.get('articleName')?.trim() ?? '';
  const typeId = positiveInt(params.get('typeId'));
  const parentId = positiveInt(params.get('parentId'));
  const categoryId = typeId ?? parentId;
  const trail = categoryId !== undefined && menu.data ? pathTo(menu.data, categoryId) : [];
  const category = trail.at(-1);

  let heading = t('pages.articleList');
  if (articleName) heading = t('category.searchTitle', { text: articleName });
  else if (category) heading = displayName(category, lang);
  useDocumentTitle(heading);

  const crumbs: Crumb[] =
    !articleName && category
      ? [...typeCrumbs(trail.slice(0, -1), lang), { label: heading }]
      : [{ label: heading }];

  return (
    <div className={styles.page}>
      <Breadcrumb items={crumbs} />
      <section className={styles.content} aria-labelledby="article-list-title">
        <h1 id="article-list-title" className={styles.contentTitle}>
          {heading}
        </h1>
        <PagedArticleList
          filter={{
            ...(articleName ? { articleName } : {}),
            ...(typeId !== undefined ? { typeId } : {}),
            ...(parentId !== undefined ? { parentId } : {}),
          }}
          emptyText={articleName ? t('category.searchEmpty', { text: articleName }) : undefined}
        />
      </section>
    </div>
  );
}
