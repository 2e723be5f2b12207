import { useTranslation } from '@/lib/i18n';
import { CoverImage } from '@/components/cover-image';
import { Pagination } from '@/components/pagination/pagination';
import { useSession } from '@/store/session';
import { useArticleList } from '../api/get-article-list';
import type { ArticleListQuery } from '../types';
import { ArticleLink } from './article-link';
import { LoadFailedMessage, Loading, PageMessage } from './page-message';
import styles from './site.module.css';
import { articleSummary, articleTitle, fallbackLang, formatDate } from './text';
import { usePageParams } from './use-page-params';

type ListFilter = Pick<ArticleListQuery, 'typeId' | 'parentId' | 'articleName'>;

/**
 * A paged list of published articles (title in the chosen language, summary, date, views), each
 * linking to the article; page number and size live in the URL.
 */
export function PagedArticleList({ filter, emptyText }: { filter: ListFilter; emptyText?: string }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const { pageNum, pageSize, setPage } = usePageParams();
  const list = useArticleList({ ...filter, pageNum, pageSize });

  if (list.isPending) return <Loading />;
  if (list.isError && !list.data) {
    return (
      <LoadFailedMessage onRetry={() => void list.refetch()}>{t('category.loadFailed')}</LoadFailedMessage>
    );
  }

  const { rows, total } = list.data;
  return (
    <div aria-busy={list.isPlaceholderData} className={list.isPlaceholderData ? styles.stale : undefined}>
      {rows.length === 0 ? (
        <PageMessage>{emptyText ?? t('category.empty')}</PageMessage>
      ) : (
        <ul className={styles.articleList}>
          {rows.map((article) => {
            const date = formatDate(article.publishTime);
            const summary = articleSummary(article, lang);
            return (
              <li key={article.id} className={styles.articleItem}>
                {date && (
                  <time className={styles.dateBadge} dateTime={date} aria-hidden="true">
                    <span className={styles.dateDay}>{date.slice(8, 10)}</span>
                    <span className={styles.dateMonth}>{date.slice(0, 7)}</span>
                  </time>
                )}
                <div className={styles.articleBody}>
                  <h3 className={styles.articleTitle}>
                    <ArticleLink articleId={article.id} lang={fallbackLang(article.articleEsName, lang)}>
                      {articleTitle(article, lang)}
                    </ArticleLink>
                  </h3>
                  {summary && <p className={styles.articleSummary}>{summary}</p>}
                  <p className={styles.articleMeta}>
                    {date && (
                      <span className={styles.metaDate}>
                        {t('category.publishedOn')} <time dateTime={date}>{date}</time>
                      </span>
                    )}
                    <span>{t('category.views', { n: article.viewCount })}</span>
                  </p>
                </div>
                {article.cover && (
                  <CoverImage
                    className={styles.articleCover}
                    src={article.cover}
                    width={160}
                    height={100}
                    loading="lazy"
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Pagination total={total} page={pageNum} pageSize={pageSize} onChange={setPage} />
    </div>
  );
}
