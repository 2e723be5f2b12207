import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ReadCache } from '../../db/read-cache.js';
import { replies } from '../../http/schemas.js';
import { ArticleHits, ArticleSearchQuery } from './search.schema.js';
import { searchArticles } from './search.service.js';

export interface SearchRoutesOptions {
  /** Totals per text: cleared by every staff write to content. */
  cache: ReadCache;
}

const searchRoutes: FastifyPluginAsyncTypebox<SearchRoutesOptions> = async (app, { cache }) => {
  app.get(
    '/api/bll/article/search',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site'],
        summary:
          'Search: published articles whose title or body (either language) contains q; title matches first, then newest',
        querystring: ArticleSearchQuery,
        response: replies(ArticleHits),
      },
    },
    async (request) => searchArticles(app.db, cache, request.query),
  );
};

export default searchRoutes;
