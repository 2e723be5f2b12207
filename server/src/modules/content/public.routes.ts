import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ReadCache } from '../../db/read-cache.js';
import { readRoutes } from '../../http/read-route.js';
import type { ViewCounter } from './article-views.js';
import { pagingOf } from '../../http/schemas.js';
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

const tags = ['site'];

export interface PublicRoutesOptions {
  /** The menu, blocks, links and settings: cleared by every staff write to content. */
  cache: ReadCache;
  views: ViewCounter;
}

const publicRoutes: FastifyPluginAsyncTypebox<PublicRoutesOptions> = async (app, { cache, views }) => {
  const read = readRoutes(app, { access: 'public', tags, cache });

  read('/api/bll/article_type/treeList', {
    summary: 'The public menu: enabled article types as a tree',
    query: TreeListQuery,
    reply: ArticleTypeTree,
    cacheKey: ({ query }) => String(query.menuFlag),
    run: ({ query: { menuFlag } }) => menuTree(app.db, menuFlag),
  });

  read('/api/bll/article_type/indexList', {
    summary: 'Home-page blocks: types with an indexArea and their newest articles',
    reply: ArticleTypeBlocks,
    cacheKey: () => '',
    run: () => homeBlocks(app.db),
  });

  read('/api/bll/article_type/listVo', {
    summary: 'The sub-categories of a parent, each with its newest articles',
    query: ListVoQuery,
    reply: ArticleTypeBlocks,
    cacheKey: ({ query }) => `${query.parentId ?? 0}:${query.size}`,
    run: ({ query: { parentId = 0, size } }) => childTypesWithArticles(app.db, parentId, size),
  });

  read('/api/bll/article_type/list', {
    summary: 'Enabled article types under a parent (0: the top level), flat',
    query: ParentQuery,
    reply: ArticleTypeList,
    cacheKey: ({ query }) => String(query.parentId),
    run: ({ query: { parentId } }) => enabledTypes(app.db, parentId),
  });

  read('/api/bll/article/listPreview', {
    summary: 'Search suggestions: published articles whose name (either language) contains the text',
    query: ArticlePreviewQuery,
    reply: ArticleSuggestions,
    cacheKey: ({ query }) => query.articleName.trim(),
    run: ({ query }) => articleSuggestions(app.db, query.articleName),
  });

  read('/api/bll/article/list', {
    summary: 'Published articles, pinned first then newest, by category and name',
    query: PublicArticleListQuery,
    reply: ArticlePage,
    table: true,
    cacheKey: ({ query }) => JSON.stringify(query),
    run: ({ query }) => articlePage(app.db, cache, query, pagingOf(query)),
  });

  read('/api/bll/article/:id', {
    // Anyone; a member's token unlocks a members-only article.
    access: 'optional',
    summary: 'A published article in both languages; counts a view',
    params: PublicArticleParams,
    reply: ArticleAnswer,
    run: ({ params, currentUser }, pack) =>
      readArticle(app.db, cache, views, { id: params.id, reader: currentUser }, pack),
  });

  read('/api/bll/links/list', {
    summary: "The footer's friend links",
    reply: FriendLinks,
    table: true,
    cacheKey: () => '',
    run: () => footerLinks(app.db),
  });

  read('/api/bll/site/settings', {
    summary: 'Footer contacts, ICP number, official-account image and the maintenance notice',
    reply: SiteSettingsAnswer,
    cacheKey: () => '',
    run: () => siteSettings(app.db),
  });
};

export default publicRoutes;
