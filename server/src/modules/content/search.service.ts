import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { ReadCache } from '../../db/read-cache.js';
import { badRequest, table } from '../../http/envelope.js';
import { type Paging, pagingOf } from '../../http/schemas.js';
import { countsMatchesAtOnce, type SearchWay } from '../../db/text-search.js';
import { countPublished } from './article.queries.js';
import { countSearchMatches, findSearchPage, type SearchPart } from './search.queries.js';
import type { ArticleSearchQuery } from './search.schema.js';

// The public search: a page of published articles whose title or body contains the text, each
// with a short plain-text quote of its bodies around the match.

/** How long a quote is, and how much of it comes before the match. */
const SNIPPET_LENGTH = 120;
const SNIPPET_LEAD = 40;
/** How far either end of a quote may move to a space, so that it does not cut an English word. */
const WORD_SLACK = 15;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * About 120 characters of `text` around the first (case-insensitive) occurrence of `term`, else
 * its beginning; "…" marks text left out.
 */
export function snippetOf(text: string, term: string): string {
  const at = new RegExp(escapeRegExp(term), 'iu').exec(text)?.index ?? 0;
  let start = Math.max(0, Math.min(at - SNIPPET_LEAD, text.length - SNIPPET_LENGTH));
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space >= 0 && space < Math.min(at, start + WORD_SLACK)) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > Math.max(at + term.length, end - WORD_SLACK)) end = space;
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

/** Up to this many matches a part is counted and paged from the index's matches. */
const FEW_MATCHES = 1000;
/** A page found by reading at most this many articles in order is read so. */
const SCAN_ROWS = 2000;

/**
 * How many articles a part holds: from its matches when they are few (or the database reads any
 * number at once), else by walking.
 */
async function countPart(db: Kysely<Database>, term: string, part: SearchPart): Promise<number> {
  if (countsMatchesAtOnce(db)) return countSearchMatches(db, term, part, 'lookup');
  const few = await countSearchMatches(db, term, part, 'lookup', FEW_MATCHES + 1);
  return few <= FEW_MATCHES ? few : countSearchMatches(db, term, part, 'probe');
}

/**
 * How to find a page of a part that holds `total` of the `published` articles: from the
 * matches when they are few; when matches are so dense that reading articles in order reaches
 * the page within SCAN_ROWS, by reading; else by walking the index and testing each article.
 */
function wayToPage(total: number, published: number, { limit, offset }: Paging): SearchWay {
  if (total <= FEW_MATCHES) return 'lookup';
  return (offset + limit) * published <= SCAN_ROWS * total ? 'scan' : 'probe';
}

/**
 * A page of search results: title matches first, then body matches, each part newest first. The
 * counts are kept in `cache` per text (staff writes clear it), so paging does not count again.
 */
export async function searchArticles(db: Kysely<Database>, cache: ReadCache, query: ArticleSearchQuery) {
  const term = query.q.trim();
  if (term === '') throw badRequest('搜索内容不能为空');
  const paging = pagingOf(query);
  const published = await cache.get('search:published', () => countPublished(db, {}));
  const count = (part: SearchPart) => cache.get(`search:${part}:${term}`, () => countPart(db, term, part));
  const pageOf = async (part: SearchPart, partPaging: Paging) => {
    const total = await count(part);
    return partPaging.offset < total
      ? findSearchPage(db, term, part, wayToPage(total, published, partPaging), partPaging)
      : [];
  };
  const titleTotal = await count('title');
  const rows = await pageOf('title', paging);
  const bodyRows =
    rows.length < paging.limit
      ? await pageOf('body', {
          limit: paging.limit - rows.length,
          offset: Math.max(0, paging.offset - titleTotal),
        })
      : [];
  return table(
    [...rows, ...bodyRows].map(({ contentText, contentEsText, ...article }) => ({
      ...article,
      snippet: snippetOf(contentText, term),
      snippetEs: snippetOf(contentEsText, term),
    })),
    titleTotal + (await count('body')),
  );
}
