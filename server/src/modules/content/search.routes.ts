import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ReadCache } from '../../db/read-cache.js';
import { readRoute } from '../../http/read-route.js';
import { pagingOf } from '../../http/schemas.js';
import { ArticleHits, ArticleSearchQuery } from './search.schema.js';
import { searchArticles } from './search.service.js';

export interface SearchRoutesOptions {
  /** Pages, and totals per text: cleared by every staff write to content. */
  cache: ReadCache;
}

const searchRoutes: FastifyPluginAsyncTypebox<SearchRoutesOptions> = async (app, { cache }) => {
  readRoute(app, '/api/bll/article/search', {
    access: 'public',
    tags: ['site'],
    summary:
      'Search: published articles whose title or body (either language) contains q; title matches first, then newest',
    query: ArticleSearchQuery,
    reply: ArticleHits,
    table: true,
    cache,
    cacheKey: ({ query }) => {
      const { offset, limit } = pagingOf(query);
      return `${offset}:${limit}:${query.q.trim()}`;
    },
    run: ({ query }) => searchArticles(app.db, cache, query),
  });
};

export default searchRoutes;
