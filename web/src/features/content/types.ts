// Shapes of the public site's endpoints, taken from the server's route schemas.
import type { Static } from 'typebox';
import type * as site from '@server/modules/content/public.schema';

export type ArticleType = Static<typeof site.ArticleType>;
export interface MenuItem extends ArticleType {
  children: MenuItem[];
}
export type ArticleSummary = Static<typeof site.ArticleSummary>;
export type ArticleDetail = Static<typeof site.ArticleDetail>;
export type ArticleLink = Static<typeof site.ArticleLink>;
export type ArticleTypeWithArticles = Static<typeof site.ArticleTypeWithArticles>;
export type ArticleSuggestion = Static<typeof site.PreviewResponse>['data'][number];
export type ArticleListQuery = Static<typeof site.ArticleListQuery>;
export type FriendLink = Static<typeof site.FriendLink>;
export type SiteSettings = Static<typeof site.SiteSettings>;
