import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { okData, table } from '../../http/envelope.js';
import { findEnabledLinks, findEnabledTypes } from './public.queries.js';
import {
  ArticleListQuery,
  ArticleListResponse,
  ArticleParams,
  ArticleResponse,
  LinksResponse,
  ListVoQuery,
  ParentQuery,
  PreviewQuery,
  PreviewResponse,
  SiteSettingsResponse,
  TreeListQuery,
  TreeListResponse,
  TypeListResponse,
  TypeVoListResponse,
} from './public.schema.js';
import {
  articlePage,
  articleSuggestions,
  childTypesWithArticles,
  homeBlocks,
  readArticle,
  siteSettings,
  typeTree,
} from './public.service.js';
import { pagingOf } from '../../http/schemas.js';

// The public site's reads (SPEC.md §7 "Site and menu"): open to everyone, published content only.

const route = { config: { access: 'public' as const } };
const tags = ['site'];

const siteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/bll/article_type/treeList',
    {
      ...route,
      schema: {
        tags,
        summary: 'The public menu: enabled article types as a tree',
        querystring: TreeListQuery,
        response: { 200: TreeListResponse },
      },
    },
    async (request) => okData(await typeTree(app.db, request.query.menuFlag)),
  );

  app.get(
    '/api/bll/article_type/indexList',
    {
      ...route,
      schema: {
        tags,
        summary: 'Home-page blocks: types with an indexArea and their newest articles',
        response: { 200: TypeVoListResponse },
      },
    },
    async () => okData(await homeBlocks(app.db)),
  );

  app.get(
    '/api/bll/article_type/listVo',
    {
      ...route,
      schema: {
        tags,
        summary: 'The sub-categories of a parent, each with its newest articles',
        querystring: ListVoQuery,
        response: { 200: TypeVoListResponse },
      },
    },
    async (request) =>
      okData(await childTypesWithArticles(app.db, request.query.parentId ?? 0, request.query.size)),
  );

  app.get(
    '/api/bll/article_type/list',
    {
      ...route,
      schema: {
        tags,
        summary: 'Enabled article types under a parent (0: the top level), flat',
        querystring: ParentQuery,
        response: { 200: TypeListResponse },
      },
    },
    async (request) => okData(await findEnabledTypes(app.db, { parentId: request.query.parentId })),
  );

  app.get(
    '/api/bll/article/listPreview',
    {
      ...route,
      schema: {
        tags,
        summary: 'Search suggestions: published articles whose name (either language) contains the text',
        querystring: PreviewQuery,
        response: { 200: PreviewResponse },
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
        querystring: ArticleListQuery,
        response: { 200: ArticleListResponse },
      },
    },
    async (request) => {
      const { rows, total } = await articlePage(app.db, request.query, pagingOf(request.query));
      return table(rows, total);
    },
  );

  app.get(
    '/api/bll/article/:id',
    {
      ...route,
      schema: {
        tags,
        summary: 'A published article in both languages; counts a view',
        params: ArticleParams,
        response: { 200: ArticleResponse },
      },
    },
    async (request) => okData(await readArticle(app.db, request.params.id)),
  );

  app.get(
    '/api/bll/links/list',
    {
      ...route,
      schema: { tags, summary: "The footer's friend links", response: { 200: LinksResponse } },
    },
    async () => {
      const rows = await findEnabledLinks(app.db);
      return table(rows, rows.length);
    },
  );

  app.get(
    '/api/bll/site/settings',
    {
      ...route,
      schema: {
        tags,
        summary: 'Footer contacts, ICP number, official-account image and the maintenance notice',
        response: { 200: SiteSettingsResponse },
      },
    },
    async () => okData(await siteSettings(app.db)),
  );
};

export default siteRoutes;
