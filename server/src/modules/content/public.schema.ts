import { type Static, Type } from '@fastify/type-provider-typebox';
import { IdOrZero, PageQuery } from '../../http/schemas.js';

// The public site's calls (SPEC.md §7 "Site and menu"). Every name comes in both languages:
// `…EsName` / `…Es` is the English field; an empty English name hides a menu item in English.

const Envelope = { code: Type.Number(), msg: Type.String() };

export const ArticleType = Type.Object({
  id: Type.Number(),
  parentId: Type.Number(),
  bllName: Type.String(),
  bllEsName: Type.String(),
  /** 1, 2: list with tabs; 3: category list or single page; 4: link to bllValue. */
  bllType: Type.Number(),
  bllValue: Type.String(),
  /** Home-page block: 6 membership, 9 training events; null for none. */
  indexArea: Type.Union([Type.Number(), Type.Null()]),
  sort: Type.Number(),
});

export interface ArticleTypeNode extends Static<typeof ArticleType> {
  children: ArticleTypeNode[];
}
export const ArticleTypeNodeSchema = Type.Object({
  ...ArticleType.properties,
  // Nested nodes have the same shape; left open so the serializer keeps every level.
  children: Type.Array(Type.Unknown()),
});

/** An article as lists show it: no body. */
export const ArticleSummary = Type.Object({
  id: Type.Number(),
  typeId: Type.Number(),
  articleName: Type.String(),
  articleEsName: Type.String(),
  summary: Type.String(),
  summaryEs: Type.String(),
  cover: Type.String(),
  author: Type.String(),
  source: Type.String(),
  publishTime: Type.Union([Type.String(), Type.Null()]),
  isTop: Type.String(),
  viewCount: Type.Number(),
});

export const ArticleLink = Type.Object({
  id: Type.Number(),
  articleName: Type.String(),
  articleEsName: Type.String(),
});

export const ArticleDetail = Type.Object({
  ...ArticleSummary.properties,
  content: Type.String(),
  contentEs: Type.String(),
  /** Neighbours in the same category, newer first as lists show them. */
  prev: Type.Union([ArticleLink, Type.Null()]),
  next: Type.Union([ArticleLink, Type.Null()]),
});

export const ArticleTypeWithArticles = Type.Object({
  ...ArticleType.properties,
  articles: Type.Array(ArticleSummary),
});

export const FriendLink = Type.Object({
  id: Type.Number(),
  linkName: Type.String(),
  linkEsName: Type.String(),
  linkUrl: Type.String(),
});

export const SiteSettings = Type.Object({
  name: Type.String(),
  nameEs: Type.String(),
  address: Type.String(),
  addressEs: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  hours: Type.String(),
  hoursEs: Type.String(),
  icp: Type.String(),
  officialAccountImage: Type.String(),
  notice: Type.Object({
    visible: Type.Boolean(),
    startDate: Type.String(),
    endDate: Type.String(),
    text: Type.String(),
    textEs: Type.String(),
  }),
});

// ----- requests -----

export const TreeListQuery = Type.Object({
  menuFlag: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')], { title: '菜单标志' })),
});
export const ParentQuery = Type.Object({ parentId: Type.Optional(IdOrZero('上级分类')) });
export const ListVoQuery = Type.Object({
  parentId: Type.Optional(IdOrZero('上级分类')),
  size: Type.Optional(Type.Integer({ title: '每类文章数', minimum: 1, maximum: 20 })),
});
export const PreviewQuery = Type.Object({
  articleName: Type.String({ title: '文章名称', minLength: 1, maxLength: 100 }),
});
export const ArticleListQuery = Type.Object({
  ...PageQuery,
  typeId: Type.Optional(IdOrZero('文章分类')),
  /** All articles under this category and its children. */
  parentId: Type.Optional(IdOrZero('上级分类')),
  articleName: Type.Optional(Type.String({ title: '文章名称', maxLength: 100 })),
});
export const ArticleParams = Type.Object({ id: IdOrZero('文章编号') });

// ----- responses -----

export const TreeListResponse = Type.Object({ ...Envelope, data: Type.Array(ArticleTypeNodeSchema) });
export const TypeListResponse = Type.Object({ ...Envelope, data: Type.Array(ArticleType) });
export const TypeVoListResponse = Type.Object({ ...Envelope, data: Type.Array(ArticleTypeWithArticles) });
export const PreviewResponse = Type.Object({
  ...Envelope,
  data: Type.Array(Type.Object({ ...ArticleLink.properties, typeId: Type.Number() })),
});
export const ArticleListResponse = Type.Object({
  ...Envelope,
  total: Type.Number(),
  rows: Type.Array(ArticleSummary),
});
export const ArticleResponse = Type.Object({ ...Envelope, data: ArticleDetail });
export const LinksResponse = Type.Object({ ...Envelope, total: Type.Number(), rows: Type.Array(FriendLink) });
export const SiteSettingsResponse = Type.Object({ ...Envelope, data: SiteSettings });
