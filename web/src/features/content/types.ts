// The public site's shapes under the names its components use, all from the server's route schemas.
export type {
  ArticleDetail,
  ArticleLink,
  ArticleSuggestion,
  ArticleSummary,
  PublicArticleListQuery as ArticleListQuery,
} from '@server/modules/content/article.schema';
export type {
  ArticleType,
  ArticleTypeNode as MenuItem,
  ArticleTypeWithArticles,
} from '@server/modules/content/article-type.schema';
export type { FriendLink } from '@server/modules/content/links.schema';
export type { SiteSettings } from '@server/modules/content/settings.schema';
