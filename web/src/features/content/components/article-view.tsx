import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { type Lang, useTranslation } from '@/lib/i18n';
import { useSession } from '@/store/session';
import type { ArticleDetail } from '../types';
import { ArticleLink } from './article-link';
import styles from './article-view.module.css';
import { articleContent, articleTitle, bylineIn, formatDate } from './text';

/** What a visitor or non-member sees of a members-only article: its summary and the way to join. */
function MembersOnly({ summary }: { summary: string }) {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => s.token !== '');
  const here = useLocation();
  return (
    <div className={styles.prose}>
      {summary && <p>{summary}</p>}
      <aside className={styles.locked} aria-label={t('article.membersOnly')}>
        <p>{t('article.membersOnlyText')}</p>
        <p className={styles.lockedActions}>
          <Link to={paths.memberShip.getHref()}>{t('article.join')}</Link>
          {!loggedIn && (
            <Link to={paths.login.getHref(here.pathname + here.search)}>{t('article.logIn')}</Link>
          )}
        </p>
      </aside>
    </div>
  );
}

/**
 * An article in full: title, publish date, source, author, views, the body (HTML sanitised by
 * the server when it was saved) and, when asked, links to the previous and next articles. Source
 * and author follow the language the body is shown in (see bylineIn).
 */
export function ArticleView({
  article,
  titleAs: Title = 'h1',
  showTitle = true,
  neighbours = true,
  embedded = false,
  lang: langProp,
}: {
  article: ArticleDetail;
  titleAs?: 'h1' | 'h2' | 'h3';
  showTitle?: boolean;
  neighbours?: boolean;
  /** Shown inside a category page rather than as a page of its own. */
  embedded?: boolean;
  /** Shown in this language rather than the visitor's (the admin's preview of both). */
  lang?: Lang;
}) {
  const sessionLang = useSession((s) => s.lang);
  const lang = langProp ?? sessionLang;
  const { t } = useTranslation(langProp);
  const date = formatDate(article.publishTime);
  const body = articleContent(article, lang);
  const shownLang: Lang = lang === 1 && article.contentEs.trim() === '' ? 0 : lang;
  const source = bylineIn(article.source, shownLang);
  const author = bylineIn(article.author, shownLang);

  return (
    <article
      className={embedded ? `${styles.article} ${styles.embedded}` : styles.article}
      // Say so to screen readers when the text is not in the page's language: in English an
      // article without English text is shown in Chinese, and a preview may take the other one.
      lang={shownLang === sessionLang ? undefined : shownLang === 1 ? 'en' : 'zh-CN'}
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
          {source && (
            <div>
              <dt>{t('article.source')}</dt>
              <dd>{source}</dd>
            </div>
          )}
          {author && (
            <div>
              <dt>{t('article.author')}</dt>
              <dd>{author}</dd>
            </div>
          )}
          <div>
            <dt>{t('article.views')}</dt>
            <dd>{article.viewCount}</dd>
          </div>
        </dl>
      </header>

      {article.locked ? (
        <MembersOnly summary={lang === 1 && article.summaryEs ? article.summaryEs : article.summary} />
      ) : (
        <div
          className={`prose ${styles.prose}`}
          // Article HTML is sanitised by the server whenever it is saved (DESIGN.md §5).
          dangerouslySetInnerHTML={{ __html: body }}
        />
      )}

      {neighbours && (
        <nav className={styles.neighbours} aria-label={t('article.neighbours')}>
          {(['prev', 'next'] as const).map((side) => {
            const neighbour = article[side];
            return (
              <p key={side}>
                <span className={styles.neighbourLabel}>{t(`article.${side}`)}</span>
                {neighbour ? (
                  <ArticleLink articleId={neighbour.id} rel={side}>
                    {articleTitle(neighbour, lang)}
                  </ArticleLink>
                ) : (
                  <span className={styles.none}>{t('article.none')}</span>
                )}
              </p>
            );
          })}
        </nav>
      )}
    </article>
  );
}
