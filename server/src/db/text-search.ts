import { type Expression, type SqlBool, sql } from 'kysely';
import { containsTextInAny } from './contains-text.js';
import { isPostgres } from './dialect.js';
import type { Db } from './row-writes.js';
import { searchGrams } from './search-grams.js';

/**
 * How a query finds the articles whose text contains a term:
 * - `lookup`: starts from the index's matches (few matches: read only those articles);
 * - `probe`: walks an index in the query's own order and tests each article against the index's
 *   matches (many matches, a page or a count: no article row is read to rule one out);
 * - `scan`: walks in order and reads each article's text (so many matches that a page is found
 *   after a few dozen articles, sooner than the index could list them all).
 */
export type SearchWay = 'lookup' | 'probe' | 'scan';

/** What one search index covers: two columns (Chinese, English) and the tables that index them. */
interface TextIndex {
  /** The columns, as a condition on them names them. */
  columns: [string, string];
  /** The articles (`id`: `a.id` as the query reads it) of whose rows a condition on the columns holds. */
  articlesWhere: (condition: Expression<SqlBool>, id: Expression<unknown>) => Expression<SqlBool>;
  /** The condition on the columns, tested for the article `a` at hand. */
  articleHas: (condition: Expression<SqlBool>) => Expression<SqlBool>;
  /** SQLite: the FTS5 trigram table and the FTS5 table of two-character pieces (rowid: article id). */
  trigramTable: string;
  gramTable: string;
  /** PostgreSQL: the pieces of the columns' text, as its GIN index holds them. */
  grams: Expression<string[]>;
}

/** The titles, indexed by migration 0012. */
const TITLES: TextIndex = {
  columns: ['a.articleName', 'a.articleEsName'],
  articlesWhere: (condition) => condition,
  articleHas: (condition) => condition,
  trigramTable: 'bll_article_title_trigram',
  gramTable: 'bll_article_title_gram',
  // Written as the index's expression, so the planner uses it.
  grams: sql`search_grams(${sql.ref('a.articleName')} || ' ' || ${sql.ref('a.articleEsName')})`,
};

/** The bodies' plain text, indexed by migration 0014. */
const BODIES: TextIndex = {
  columns: ['x.contentText', 'x.contentEsText'],
  articlesWhere: (condition, id) =>
    sql<SqlBool>`${id} in (select ${sql.ref('x.articleId')} from bll_article_text as x where ${condition})`,
  articleHas: (condition) =>
    sql<SqlBool>`exists (select 1 from bll_article_text as x where ${sql.ref('x.articleId')} = ${sql.ref('a.id')} and ${condition})`,
  trigramTable: 'bll_article_text_trigram',
  gramTable: 'bll_article_text_gram',
  grams: sql.ref('x.grams'),
};

/**
 * Whether a lookup counts any number of matches cheaply: PostgreSQL reads all of its index's
 * matches in one bitmap pass (40 000 in 0.3 s); SQLite reads the matching articles one by one,
 * which past about a thousand costs more than walking every article and probing the index.
 */
export const countsMatchesAtOnce = isPostgres;

const quoted = (term: string) => `"${term.replaceAll('"', '""')}"`;

/**
 * The index's text, in either language, contains `text` (case-insensitive). SQLite's trigram
 * phrase match and a two-character term's one piece are exact; PostgreSQL's pieces of a longer
 * term only narrow the rows, and a LIKE confirms each. A one-character term (or a pair with a
 * space or punctuation in it) has no piece to look up and is a scan.
 */
function indexedContains(db: Db, index: TextIndex, text: string, way: SearchWay): Expression<SqlBool> {
  const { columns } = index;
  const contains = containsTextInAny(columns, text);
  if (way === 'scan') return index.articleHas(contains);
  // `+id` keeps SQLite from starting at the matches: it tests each article the query reaches.
  const id = way === 'probe' ? sql`+${sql.ref('a.id')}` : sql.ref('a.id');
  const length = [...text].length;
  const postgres = isPostgres(db);
  const matchIn = (table: string, query: string) =>
    sql<SqlBool>`${id} in (select rowid from ${sql.table(table)} where ${sql.table(table)} match ${quoted(query)})`;
  if (!postgres && length >= 3) return matchIn(index.trigramTable, text);
  const grams = searchGrams(text);
  if (!grams) return index.articlesWhere(contains, id);
  if (!postgres) return matchIn(index.gramTable, grams);
  const candidates = sql<SqlBool>`${index.grams} @> search_grams(${text})`;
  return index.articlesWhere(length === 2 ? candidates : sql<SqlBool>`(${candidates} and ${contains})`, id);
}

/** An article's title, in either language, contains the text. */
export const titleContains = (db: Db, text: string, way: SearchWay = 'lookup') =>
  indexedContains(db, TITLES, text, way);

/** An article's body (its plain text), in either language, contains the text. */
export const bodyContains = (db: Db, text: string, way: SearchWay = 'lookup') =>
  indexedContains(db, BODIES, text, way);

/**
 * No title of the article, in either language, contains the text. PostgreSQL tests the titles
 * themselves: its pieces serve only to look matches up, and computing a title's pieces for every
 * article a body search reaches cost 45 µs each (1.8 s for 40 000 matches).
 */
export function titleLacks(db: Db, text: string, way: SearchWay = 'lookup'): Expression<SqlBool> {
  const inTitle = isPostgres(db) ? containsTextInAny(TITLES.columns, text) : titleContains(db, text, way);
  return sql<SqlBool>`not (${inTitle})`;
}
