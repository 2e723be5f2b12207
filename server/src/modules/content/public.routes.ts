import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ReadCache } from '../../db/read-cache.js';
import { okData } from '../../http/envelope.js';
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
  app.get(
    '/api/bll/article_type/treeList',
    {
      ...route,
      schema: {
        tags,
        summary: 'The public menu: enabled article types as a tree',
        querystring: TreeListQuery,
        response: replies(ArticleTypeTree),
      },
    },
    async ({ query: { menuFlag } }) =>
      okData(await cache.get(`tree:${menuFlag}`, () => menuTree(app.db, menuFlag))),
  );

  app.get(
    '/api/bll/article_type/indexList',
    {
      ...route,
      schema: {
        tags,
        summary: 'Home-page blocks: types with an indexArea and their newest articles',
        response: replies(ArticleTypeBlocks),
      },
    },
    async () => okData(await cache.get('blocks', () => homeBlocks(app.db))),
  );

  app.get(
    '/api/bll/article_type/listVo',
    {
      ...route,
      schema: {
        tags,
        summary: 'The sub-categories of a parent, each with its newest articles',
        querystring: ListVoQuery,
        response: replies(ArticleTypeBlocks),
      },
    },
    async ({ query: { parentId = 0, size } }) =>
      okData(
        await cache.get(`children:${parentId}:${size}`, () => childTypesWithArticles(app.db, parentId, size)),
      ),
  );

  app.get(
    '/api/bll/article_type/list',
    {
      ...route,
      schema: {
        tags,
        summary: 'Enabled article types under a parent (0: the top level), flat',
        querystring: ParentQuery,
        response: replies(ArticleTypeList),
      },
    },
    async ({ query: { parentId } }) =>
      okData(await cache.get(`types:${parentId}`, () => enabledTypes(app.db, parentId))),
  );

  app.get(
    '/api/bll/article/listPreview',
    {
      ...route,
      schema: {
        tags,
        summary: 'Search suggestions: published articles whose name (either language) contains the text',
        querystring: ArticlePreviewQuery,
        response: replies(ArticleSuggestions),
      },
    },
    async (request) => okData(await articleSuggestions(app.db, request.query.articleName)),
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

  app.get(
    '/api/bll/article/:id',
    {
      // Anyone; a member's token unlocks a members-only article.
      config: { access: 'optional' },
      schema: {
        tags,
        summary: 'A published article in both languages; counts a view',
        params: PublicArticleParams,
        response: replies(ArticleAnswer),
      },
    },
    async (request) => okData(await readArticle(app.db, views, request.params.id, request.currentUser)),
  );

  app.get(
    '/api/bll/links/list',
    { ...route, schema: { tags, summary: "The footer's friend links", response: replies(FriendLinks) } },
    async () => cache.get('links', () => footerLinks(app.db)),
  );

  app.get(
    '/api/bll/site/settings',
    {
      ...route,
      schema: {
        tags,
        summary: 'Footer contacts, ICP number, official-account image and the maintenance notice',
        response: replies(SiteSettingsAnswer),
      },
    },
    async () => okData(await cache.get('settings', () => siteSettings(app.db))),
  );
};

export default publicRoutes;
