import { useTranslation } from 'react-i18next';
import { useSession } from '@/store/session';
import type { ArticleDetail } from '../types';
import { ArticleLink } from './article-link';
import styles from './article-view.module.css';
import { articleContent, articleTitle, formatDate } from './text';

/**
 * An article in full: title, publish date, source, author, views, the body (HTML sanitised by
 * the server when it was saved) and, when asked, links to the previous and next articles.
 */
export function ArticleView({
  article,
  titleAs: Title = 'h1',
  showTitle = true,
  neighbours = true,
  embedded = false,
}: {
  article: ArticleDetail;
  titleAs?: 'h1' | 'h2' | 'h3';
  showTitle?: boolean;
  neighbours?: boolean;
  /** Shown inside a category page rather than as a page of its own. */
  embedded?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const date = formatDate(article.publishTime);
  const body = articleContent(article, lang);

  return (
    <article
      className={embedded ? `${styles.article} ${styles.embedded}` : styles.article}
      // In English an article without English text is shown in Chinese: say so to screen readers.
      lang={lang === 1 && article.contentEs.trim() === '' ? 'zh-CN' : undefined}
    >
      <header className={styles.header}>
        {showTitle && <Title className={styles.title}>{articleTitle(article, lang)}</Title>}
        <dl className={styles.meta}>
          {date && (
            <div>
              <dt>{t('article.publishTime')}</dt>
              <dd>
                <time dateTime={date}>{date}</time>
              </dd>
            </div>
          )}
          {article.source && (
            <div>
              <dt>{t('article.source')}</dt>
              <dd>{article.source}</dd>
            </div>
          )}
          {article.author && (
            <div>
              <dt>{t('article.author')}</dt>
              <dd>{article.author}</dd>
            </div>
          )}
          <div>
            <dt>{t('article.views')}</dt>
            <dd>{article.viewCount}</dd>
          </div>
        </dl>
      </header>

      <div
        className={`prose ${styles.prose}`}
        // Article HTML is sanitised by the server whenever it is saved (DESIGN.md §5).
        dangerouslySetInnerHTML={{ __html: body }}
      />

      {neighbours && (
        <nav className={styles.neighbours} aria-label={t('article.neighbours')}>
          <p>
            <span className={styles.neighbourLabel}>{t('article.prev')}</span>
            {article.prev ? (
              <ArticleLink articleId={article.prev.id} rel="prev">
                {articleTitle(article.prev, lang)}
              </ArticleLink>
            ) : (
              <span className={styles.none}>{t('article.none')}</span>
            )}
          </p>
          <p>
            <span className={styles.neighbourLabel}>{t('article.next')}</span>
            {article.next ? (
              <ArticleLink articleId={article.next.id} rel="next">
                {articleTitle(article.next, lang)}
              </ArticleLink>
            ) : (
              <span className={styles.none}>{t('article.none')}</span>
            )}
          </p>
        </nav>
      )}
    </article>
  );
}
