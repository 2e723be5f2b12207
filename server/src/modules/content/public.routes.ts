import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ReadCache } from '../../db/read-cache.js';
import { readRoute } from '../../http/read-route.js';
import type { ViewCounter } from './article-views.js';
import { pagingOf, replies } from '../../http/schemas.js';
import {
  ArticleAnswer,
  ArticlePage,
  ArticlePreviewQuery,
  ArticleSuggestions,
  PublicArticleListQuery,
  PublicArticleParams,
} from './article.schema.js';
import { articlePage, articleSuggestions, readArticle } from './article.service.js';
import {
  ArticleTypeBlocks,
  ArticleTypeList,
  ArticleTypeTree,
  ListVoQuery,
  ParentQuery,
  TreeListQuery,
} from './article-type.schema.js';
import { childTypesWithArticles, enabledTypes, homeBlocks, menuTree } from './article-type.service.js';
import { FriendLinks } from './links.schema.js';
import { footerLinks } from './links.service.js';
import { SiteSettingsAnswer } from './settings.schema.js';
import { siteSettings } from './settings.service.js';

// The public site's reads (SPEC.md §7 "Site and menu"): open to everyone, published content only.

const route = { config: { access: 'public' as const } };
const tags = ['site'];

export interface PublicRoutesOptions {
  /** The menu, blocks, links and settings: cleared by every staff write to content. */
  cache: ReadCache;
  views: ViewCounter;
}

const publicRoutes: FastifyPluginAsyncTypebox<PublicRoutesOptions> = async (app, { cache, views }) => {
  readRoute(
    app,
    '/api/bll/article_type/treeList',
    {
      access: 'public',
      tags,
      summary: 'The public menu: enabled article types as a tree',
      query: TreeListQuery,
      reply: ArticleTypeTree,
      cache: { store: cache, key: ({ query }) => String(query.menuFlag) },
    },
    ({ query: { menuFlag } }) => menuTree(app.db, menuFlag),
  );

  readRoute(
    app,
    '/api/bll/article_type/indexList',
    {
      access: 'public',
      tags,
      summary: 'Home-page blocks: types with an indexArea and their newest articles',
      reply: ArticleTypeBlocks,
      cache: { store: cache, key: () => '' },
    },
    () => homeBlocks(app.db),
  );

  readRoute(
    app,
    '/api/bll/article_type/listVo',
    {
      access: 'public',
      tags,
      summary: 'The sub-categories of a parent, each with its newest articles',
      query: ListVoQuery,
      reply: ArticleTypeBlocks,
      cache: { store: cache, key: ({ query }) => `${query.parentId ?? 0}:${query.size}` },
    },
    ({ query: { parentId = 0, size } }) => childTypesWithArticles(app.db, parentId, size),
  );

  readRoute(
    app,
    '/api/bll/article_type/list',
    {
      access: 'public',
      tags,
      summary: 'Enabled article types under a parent (0: the top level), flat',
      query: ParentQuery,
      reply: ArticleTypeList,
      cache: { store: cache, key: ({ query }) => String(query.parentId) },
    },
    ({ query: { parentId } }) => enabledTypes(app.db, parentId),
  );

  readRoute(
    app,
    '/api/bll/article/listPreview',
    {
      access: 'public',
      tags,
      summary: 'Search suggestions: published articles whose name (either language) contains the text',
      query: ArticlePreviewQuery,
      reply: ArticleSuggestions,
    },
    (request) => articleSuggestions(app.db, cache, request.query.articleName),
  );

  app.get(
    '/api/bll/article/list',
    {
      ...route,
      schema: {
        tags,
        summary: 'Published articles, pinned first then newest, by category and name',
        querystring: PublicArticleListQuery,
        response: replies(ArticlePage),
      },
    },
    async (request) => articlePage(app.db, cache, request.query, pagingOf(request.query)),
  );

  readRoute(
    app,
    '/api/bll/article/:id',
    {
      // Anyone; a member's token unlocks a members-only article.
      access: 'optional',
      tags,
      summary: 'A published article in both languages; counts a view',
      params: PublicArticleParams,
      reply: ArticleAnswer,
    },
    (request) => readArticle(app.db, cache, views, request.params.id, request.currentUser),
  );

  app.get(
    '/api/bll/links/list',
    { ...route, schema: { tags, summary: "The footer's friend links", response: replies(FriendLinks) } },
    async () => cache.get('links', () => footerLinks(app.db)),
  );

  readRoute(
    app,
    '/api/bll/site/settings',
    {
      access: 'public',
      tags,
      summary: 'Footer contacts, ICP number, official-account image and the maintenance notice',
      reply: SiteSettingsAnswer,
      cache: { store: cache, key: () => '' },
    },
    () => siteSettings(app.db),
  );
};

export default publicRoutes;
