import { type Static, Type } from 'typebox';
import { PageQuery, TableOf, Text, TimeOrNull } from '../../http/schemas.js';

// The public search (`GET /api/bll/article/search`): published articles whose title or body, in
// either language, contains the text.

/** The longest text searched for. */
export const MAX_SEARCH_LENGTH = 50;
/** The most results on one page. */
export const MAX_SEARCH_PAGE_SIZE = 50;

export const ArticleSearchQuery = Type.Object({
  /** Trimmed before it is searched; 1 to 50 characters. */
  q: Text('搜索内容', MAX_SEARCH_LENGTH, { min: 1 }),
  pageNum: PageQuery.pageNum,
  pageSize: Type.Optional(Type.Integer({ title: '每页条数', minimum: 1, maximum: MAX_SEARCH_PAGE_SIZE })),
});
export type ArticleSearchQuery = Static<typeof ArticleSearchQuery>;

/** One result: plain text only (no HTML), the page marks the matches. */
export const ArticleHit = Type.Object({
  id: Type.Integer(),
  typeId: Type.Integer(),
  articleName: Type.String(),
  articleEsName: Type.String(),
  publishTime: TimeOrNull,
  /** About 120 characters of the Chinese body around its first match, else its beginning. */
  snippet: Type.String(),
  /** The same of the English body. */
  snippetEs: Type.String(),
});
export type ArticleHit = Static<typeof ArticleHit>;

export const ArticleHits = TableOf(ArticleHit);
export type ArticleHits = Static<typeof ArticleHits>;
