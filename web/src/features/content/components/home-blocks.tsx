import { type ReactNode, useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/store/session';
import { useIndexList } from '../api/get-index-list';
import { areaxListHref, INDEX_AREA } from '../menu';
import type { ArticleTypeWithArticles } from '../types';
import { ArticleLink } from './article-link';
import styles from './home-blocks.module.css';
import { Loading, PageMessage } from './page-message';
import { articleTitle, displayName, fallbackLang, formatDate, namedIn } from './text';

/** "More" of a block: its category page (a sub-category as the tab of its parent). */
export const moreHref = (block: ArticleTypeWithArticles) =>
  block.parentId ? areaxListHref(block.parentId, block.id) : areaxListHref(block.id);

function ArticleLines({ block }: { block: ArticleTypeWithArticles }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  if (block.articles.length === 0) return <p className={styles.empty}>{t('home.empty')}</p>;
  return (
    <ul className={styles.lines}>
      {block.articles.map((article) => {
        const date = formatDate(article.publishTime);
        return (
          <li key={article.id} className={styles.line}>
            <ArticleLink
              articleId={article.id}
              className={styles.lineLink}
              lang={fallbackLang(article.articleEsName, lang)}
            >
              {articleTitle(article, lang)}
            </ArticleLink>
            {date && (
              <time className={styles.lineDate} dateTime={date}>
                {date}
              </time>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function MoreLink({ block, name }: { block: ArticleTypeWithArticles; name: string }) {
  const { t } = useTranslation();
  return (
    <Link to={moreHref(block)} className={styles.more} aria-label={t('home.moreOf', { name })}>
      {t('home.more')}
      <span aria-hidden="true"> ›</span>
    </Link>
  );
}

/** A news or notice column: the newest article names with their dates. */
function NewsColumn({ block }: { block: ArticleTypeWithArticles }) {
  const lang = useSession((s) => s.lang);
  const headingId = useId();
  const name = displayName(block, lang);
  return (
    <section className={styles.column} aria-labelledby={headingId}>
      <header className={styles.columnHeader}>
        <h2 id={headingId} className={styles.columnTitle} lang={fallbackLang(block.bllEsName, lang)}>
          {name}
        </h2>
        <MoreLink block={block} name={name} />
      </header>
      <ArticleLines block={block} />
    </section>
  );
}

/**
 * The membership (indexArea 6) and training-event (indexArea 9) blocks: calls to action; `body`
 * (the next events, given by the route) goes under the call.
 */
function ActionBlock({
  block,
  kind,
  body,
}: {
  block: ArticleTypeWithArticles;
  kind: 'membership' | 'training';
  body?: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const headingId = useId();
  const name = displayName(block, lang);
  const membership = kind === 'membership';
  return (
    <section
      className={`${styles.action} ${membership ? styles.membership : styles.training}`}
      aria-labelledby={headingId}
    >
      <div
        className={block.articles.length || body ? styles.actionHead : `${styles.actionHead} ${styles.fill}`}
      >
        <h2 id={headingId} className={styles.actionTitle}>
          {name}
        </h2>
        <p className={styles.actionLead}>{membership ? t('home.membershipLead') : t('home.trainingLead')}</p>
        <Link
          to={membership ? paths.memberShip.getHref() : paths.trainingEvent.getHref()}
          className={styles.actionButton}
        >
          {membership ? t('home.membershipCta') : t('home.trainingCta')}
        </Link>
      </div>
      {body && <div className={styles.actionArticles}>{body}</div>}
      {block.articles.length > 0 && (
        <div className={styles.actionArticles}>
          <ArticleLines block={block} />
          {membership && (
            <p className={styles.actionMore}>
              <MoreLink block={block} name={name} />
            </p>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * The home page's blocks from indexList: news and notice columns, then the membership and
 * training-event calls to action. In English a block shows when it has something in English —
 * its type's name or an article's title — so the news and notices of a category hidden from the
 * English menu still lead to their English articles.
 */
export function HomeBlocks({ trainingEvents }: { trainingEvents?: ReactNode }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const index = useIndexList();

  if (index.isPending) return <Loading />;
  if (index.isError) return <PageMessage>{t('home.loadFailed')}</PageMessage>;

  const blocks = index.data.filter(
    (block) => namedIn(block, lang) || block.articles.some((article) => article.articleEsName.trim() !== ''),
  );
  const news = blocks.filter(
    (b) => b.indexArea !== INDEX_AREA.membership && b.indexArea !== INDEX_AREA.trainingEvent,
  );
  const membership = blocks.filter((b) => b.indexArea === INDEX_AREA.membership);
  const training = blocks.filter((b) => b.indexArea === INDEX_AREA.trainingEvent);

  return (
    <>
      {news.length > 0 && (
        <div className={styles.columns}>
          {news.map((block) => (
            <NewsColumn key={block.id} block={block} />
          ))}
        </div>
      )}
      {membership.length + training.length > 0 && (
        <div className={styles.actions}>
          {membership.map((block) => (
            <ActionBlock key={block.id} block={block} kind="membership" />
          ))}
          {training.map((block) => (
            <ActionBlock key={block.id} block={block} kind="training" body={trainingEvents} />
          ))}
        </div>
      )}
    </>
  );
}
