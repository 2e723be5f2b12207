import { type Static, Type } from 'typebox';
import { IdOrZero, OkData, Status, StatusFilter, Text } from '../../http/schemas.js';
import { Remark, writeBodies, rowReplies, staffRow } from '../../http/resource.schema.js';
import { TreeSelect } from '../system/menu-admin.schema.js';
import { ArticleSummary } from './article.schema.js';

// Article types: the public menu tree (`/api/bll/article_type/*`, enabled types only) and the
// same tree as staff edit it (`/content/articleType`). An empty English name (bllEsName) hides a
// menu item when the site is shown in English.

/** A type as visitors read it. */
export const ArticleType = Type.Object({
  id: Type.Integer(),
  parentId: Type.Integer(),
  bllName: Type.String(),
  bllEsName: Type.String(),
  /** 1, 2: list with tabs; 3: category list or single page; 4: link to bllValue. */
  bllType: Type.Integer(),
  bllValue: Type.String(),
  /** Home-page block: 6 membership, 9 training events; null for none. */
  indexArea: Type.Union([Type.Integer(), Type.Null()]),
  sort: Type.Integer(),
});
export type ArticleType = Static<typeof ArticleType>;

/** A type of the public menu with the types below it. */
export const ArticleTypeNode = Type.Cyclic(
  {
    ArticleTypeNode: Type.Object({
      ...ArticleType.properties,
      children: Type.Array(Type.Ref('ArticleTypeNode')),
    }),
  },
  'ArticleTypeNode',
);
export type ArticleTypeNode = Static<typeof ArticleTypeNode>;

/** A home block or sub-category with its newest articles. */
export const ArticleTypeWithArticles = Type.Object({
  ...ArticleType.properties,
  articles: Type.Array(ArticleSummary),
});
export type ArticleTypeWithArticles = Static<typeof ArticleTypeWithArticles>;

/** A type as staff see it: disabled ones and those left out of the menu too. */
export const ArticleTypeRow = staffRow(ArticleType, { menuFlag: Status('菜单显示'), status: Status() });
export type ArticleTypeRow = Static<typeof ArticleTypeRow>;

// ----- public requests and answers -----

export const TreeListQuery = Type.Object({ menuFlag: Type.Optional(Status('菜单标志')) });
export const ParentQuery = Type.Object({ parentId: Type.Optional(IdOrZero('上级分类')) });
export const ListVoQuery = Type.Object({
  parentId: Type.Optional(IdOrZero('上级分类')),
  size: Type.Optional(Type.Integer({ title: '每类文章数', minimum: 1, maximum: 20 })),
});

export const ArticleTypeTree = OkData(Type.Array(ArticleTypeNode));
export type ArticleTypeTree = Static<typeof ArticleTypeTree>;
export const ArticleTypeList = OkData(Type.Array(ArticleType));
export type ArticleTypeList = Static<typeof ArticleTypeList>;
export const ArticleTypeBlocks = OkData(Type.Array(ArticleTypeWithArticles));
export type ArticleTypeBlocks = Static<typeof ArticleTypeBlocks>;

// ----- staff requests and answers -----

/** An integer or null. A Union would let Ajv's type coercion turn null into 0. */
const NullableInteger = (options: { title: string; minimum: number; maximum: number }) =>
  Type.Unsafe<number | null>({ type: 'integer', nullable: true, ...options });

export const { add: ArticleTypeBody, edit: ArticleTypeUpdateBody } = writeBodies('id', '分类编号', {
  parentId: Type.Optional(IdOrZero('上级分类')),
  bllName: Text('分类名称', 100, { min: 1 }),
  bllEsName: Type.Optional(Text('英文名称', 200)),
  /** 1, 2: list with tabs; 3: category list; 4: link to bllValue. */
  bllType: Type.Integer({ title: '分类类型', minimum: 1, maximum: 4 }),
  bllValue: Type.Optional(Text('分类值', 255)),
  /** Home-page block (6 membership, 9 training events); null for none. */
  indexArea: Type.Optional(NullableInteger({ title: '首页区块', minimum: 0, maximum: 99 })),
  menuFlag: Type.Optional(Status('菜单显示')),
  sort: Type.Optional(Type.Integer({ title: '显示排序', minimum: 0, maximum: 99999 })),
  status: Type.Optional(Status()),
  remark: Remark,
});
export type ArticleTypeBody = Static<typeof ArticleTypeBody>;
export type ArticleTypeUpdateBody = Static<typeof ArticleTypeUpdateBody>;

export const ArticleTypeListQuery = Type.Object({
  bllName: Type.Optional(Text('分类名称', 100)),
  status: StatusFilter('状态'),
  menuFlag: StatusFilter('菜单显示'),
});
export type ArticleTypeListQuery = Static<typeof ArticleTypeListQuery>;

export const { all: ArticleTypeRows, one: ArticleTypeDetail } = rowReplies(ArticleTypeRow);
export type ArticleTypeDetail = Static<typeof ArticleTypeDetail>;
/** The 分类 picker of the article pages (RuoYi's TreeSelect). */
export const ArticleTypeTreeSelect = OkData(Type.Array(TreeSelect));
export type ArticleTypeTreeSelect = Static<typeof ArticleTypeTreeSelect>;
export type { TreeSelect };
