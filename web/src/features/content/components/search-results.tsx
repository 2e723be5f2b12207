import { Fragment } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ArticleHit } from '@server/modules/content/search.schema';
import { Pagination } from '@/components/pagination/pagination';
import type { Lang } from '@/lib/i18n';
import { useSession } from '@/store/session';
import { useMenuTree } from '../api/get-menu-tree';
import { MAX_SEARCH_LENGTH, useSearchArticles } from '../api/search-articles';
import type { MenuItem } from '../types';
import { ArticleLink } from './article-link';
import { LoadFailedMessage, Loading, PageMessage } from './page-message';
import styles from './search-results.module.css';
import site from './site.module.css';
import { articleTitle, displayName, fallbackLang, findInMenu, formatDate, namedIn } from './text';
import { usePageParams } from './use-page-params';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text with every occurrence of the term (any case) marked; built from text, never HTML. */
export function Highlighted({ text, term }: { text: string; term: string }) {
  // Splitting on a captured pattern puts the matches at the odd places.
  const parts = text.split(new RegExp(`(${escapeRegExp(term)})`, 'iu'));
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <mark key={index} className={styles.mark}>
            {part}
          </mark>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** The quote in the language, the other one's when the article has no body in it. */
const snippetIn = (hit: ArticleHit, lang: Lang) =>
  (lang === 1 ? hit.snippetEs || hit.snippet : hit.snippet || hit.snippetEs).trim();

function Result({ hit, term, menu }: { hit: ArticleHit; term: string; menu: MenuItem[] }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const date = formatDate(hit.publishTime);
  const category = findInMenu(menu, hit.typeId);
  const snippet = snippetIn(hit, lang);
  return (
    <li className={styles.result}>
      <h2 className={styles.title} lang={fallbackLang(hit.articleEsName, lang)}>
        <ArticleLink articleId={hit.id}>
          <Highlighted text={articleTitle(hit, lang)} term={term} />
        </ArticleLink>
      </h2>
      {snippet && (
        <p className={styles.snippet}>
          <Highlighted text={snippet} term={term} />
        </p>
      )}
      <p className={styles.meta}>
        {category && namedIn(category, lang) && (
          <span>
            {t('search.category')}
            {displayName(category, lang)}
          </span>
        )}
        {date && (
          <span>
            {t('category.publishedOn')} <time dateTime={date}>{date}</time>
          </span>
        )}
      </p>
    </li>
  );
}

/**
 * The results of a search (`term`: trimmed): how many, then a page of them — title, a quote of
 * the body with the term marked, category and date — linking to each article; page number and
 * size live in the URL.
 */
export function SearchResults({ term }: { term: string }) {
  const { t } = useTranslation();
  const { pageNum, pageSize, setPage } = usePageParams();
  const usable = term !== '' && [...term].length <= MAX_SEARCH_LENGTH;
  const results = useSearchArticles({ q: usable ? term : '', pageNum, pageSize });
  const menu = useMenuTree();

  if (!usable) return <PageMessage>{t('search.needText', { max: MAX_SEARCH_LENGTH })}</PageMessage>;
  if (results.isPending) return <Loading />;
  if (results.isError && !results.data) {
    return <LoadFailedMessage onRetry={() => void results.refetch()}>{t('search.failed')}</LoadFailedMessage>;
  }

  const { rows, total } = results.data;
  if (total === 0) return <PageMessage>{t('search.nothingFound', { text: term })}</PageMessage>;
  return (
    <div aria-busy={results.isPlaceholderData} className={results.isPlaceholderData ? site.stale : undefined}>
      <p className={styles.summary} role="status">
        {t('search.found', { count: total, text: term })}
      </p>
      <ol className={styles.results} aria-label={t('search.results')}>
        {rows.map((hit) => (
          <Result key={hit.id} hit={hit} term={term} menu={menu.data ?? []} />
        ))}
      </ol>
      <Pagination total={total} page={pageNum} pageSize={pageSize} onChange={setPage} />
    </div>
  );
}
