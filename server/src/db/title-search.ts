import { type Expression, PostgresAdapter, type SqlBool, sql } from 'kysely';
import { containsText } from './contains-text.js';
import type { Db } from './row-writes.js';
import { searchGrams } from './search-grams.js';

const quoted = (term: string) => `"${term.replaceAll('"', '""')}"`;

/**
 * An article's title, in either language, contains `text` (case-insensitive), found through the
 * title indexes of migration 0012 rather than by reading every title; the LIKE confirms each
 * candidate, so the answer is the same as a plain scan's. A one-character term has no piece to
 * look up and is a scan.
 */
export function titleContains(db: Db, text: string): Expression<SqlBool> {
  const contains = sql<SqlBool>`(${containsText('a.articleName', text)} or ${containsText('a.articleEsName', text)})`;
  const grams = searchGrams(text);
  if (!grams) return contains;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // The left side is the index's expression, written the same way so the planner uses it.
    return sql<SqlBool>`(search_grams(${sql.ref('a.articleName')} || ' ' || ${sql.ref('a.articleEsName')}) @> search_grams(${text}) and ${contains})`;
  }
  const candidates =
    [...text].length >= 3
      ? sql`select rowid from bll_article_title_trigram where bll_article_title_trigram match ${quoted(text)}`
      : sql`select rowid from bll_article_title_gram where bll_article_title_gram match ${quoted(grams)}`;
  return sql<SqlBool>`(${sql.ref('a.id')} in (${candidates}) and ${contains})`;
}
