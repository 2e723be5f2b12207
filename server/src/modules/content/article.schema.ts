import { type Static, Type } from 'typebox';
import {
  ContentFields,
  DateRangeQuery,
  Id,
  IdOrZero,
  OkData,
  PageQuery,
  SortQuery,
  Status,
  StatusFilter,
  TableOf,
  Text,
  TimeOrNull,
} from '../../http/schemas.js';
import { Remark, filterQueries, staffRow, writeBodies } from '../../http/resource.schema.js';

// Articles: what visitors read (`/api/bll/article/*`, published and not deleted only) and what
// staff write (`/content/article`). Status '0' published, '1' draft; deleting marks delFlag '2'.
// Every text comes in both languages: `…EsName` / `…Es` is the English one.

/** An article as lists show it: no body. */
export const ArticleSummary = Type.Object({
  id: Type.Integer(),
  typeId: Type.Integer(),
  articleName: Type.String(),
  articleEsName: Type.String(),
  summary: Type.String(),
  summaryEs: Type.String(),
  cover: Type.String(),
  author: Type.String(),
  source: Type.String(),
  publishTime: TimeOrNull,
  isTop: Status('是否置顶'),
  membersOnly: Status('仅会员可见'),
  viewCount: Type.Integer(),
});
export type ArticleSummary = Static<typeof ArticleSummary>;

export const ArticleLink = Type.Object({
  id: Type.Integer(),
  articleName: Type.String(),
  articleEsName: Type.String(),
});

/** A search suggestion. */
export const ArticleSuggestion = Type.Object({ ...ArticleLink.properties, typeId: Type.Integer() });
export type ArticleSuggestion = Static<typeof ArticleSuggestion>;

/** A published article as a visitor reads it. */
export const ArticleDetail = Type.Object({
  ...ArticleSummary.properties,
  ...ContentFields,
  /** A members-only article read by someone who is not a member: the bodies are empty. */
  locked: Type.Boolean(),
  /** Neighbours in the same category, newer first as lists show them. */
  prev: Type.Union([ArticleLink, Type.Null()]),
  next: Type.Union([ArticleLink, Type.Null()]),
});
export type ArticleDetail = Static<typeof ArticleDetail>;

/** An article in the staff list: drafts too, with its type's name, no body. */
export const ArticleRow = staffRow(ArticleSummary, { typeName: Type.String(), status: Status('发布状态') });
export type ArticleRow = Static<typeof ArticleRow>;

/** An article as staff edit it: with both bodies. */
export const ArticleDetailRow = Type.Object({ ...ArticleRow.properties, ...ContentFields });
export type ArticleDetailRow = Static<typeof ArticleDetailRow>;

// ----- public requests and answers -----

export const PublicArticleListQuery = Type.Object({
  ...PageQuery,
  typeId: Type.Optional(IdOrZero('文章分类')),
  /** All articles under this category and its children. */
  parentId: Type.Optional(IdOrZero('上级分类')),
  articleName: Type.Optional(Text('文章名称', 100)),
});
export type PublicArticleListQuery = Static<typeof PublicArticleListQuery>;
export const ArticlePreviewQuery = Type.Object({ articleName: Text('文章名称', 100, { min: 1 }) });
export const PublicArticleParams = Type.Object({ id: IdOrZero('文章编号') });

export const ArticlePage = TableOf(ArticleSummary);
export type ArticlePage = Static<typeof ArticlePage>;
export const ArticleSuggestions = OkData(Type.Array(ArticleSuggestion));
export type ArticleSuggestions = Static<typeof ArticleSuggestions>;
export const ArticleAnswer = OkData(ArticleDetail);
export type ArticleAnswer = Static<typeof ArticleAnswer>;

// ----- staff requests and answers -----

/** The most an article body holds in one language (its HTML, pictures are links). */
export const MAX_CONTENT_LENGTH = 1_000_000;

const Html = (title: string) => Type.Optional(Text(title, MAX_CONTENT_LENGTH));

export const { add: ArticleBody, edit: ArticleUpdateBody } = writeBodies('id', '文章编号', {
  typeId: Id('所属分类'),
  articleName: Text('文章标题', 255, { min: 1 }),
  articleEsName: Type.Optional(Text('英文标题', 255)),
  summary: Type.Optional(Text('摘要', 500)),
  summaryEs: Type.Optional(Text('英文摘要', 1000)),
  content: Html('正文'),
  contentEs: Html('英文正文'),
  /** A picture of the upload API (/profile/upload/…), one of the site's own covers (the demo's), or empty. */
  cover: Type.Optional(
    Text('封面', 255, {
      pattern: '^(/profile/upload/[A-Za-z0-9_-][A-Za-z0-9/._-]*|/images/covers/[a-z0-9-]+\\.jpg)?$',
    }),
  ),
  author: Type.Optional(Text('作者', 64)),
  source: Type.Optional(Text('来源', 100)),
  /** Empty or null: none yet (publishing sets it to the time of publishing). */
  publishTime: Type.Optional(
    Type.Union(
      [
        Text('发布时间', 19, {
          pattern: '^(\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]) ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d)?$',
        }),
        Type.Null(),
      ],
      { title: '发布时间' },
    ),
  ),
  status: Type.Optional(Status('发布状态')),
  isTop: Type.Optional(Status('是否置顶')),
  membersOnly: Type.Optional(Status('仅会员可见')),
  remark: Remark,
});
export type ArticleBody = Static<typeof ArticleBody>;
export type ArticleUpdateBody = Static<typeof ArticleUpdateBody>;
export const ArticleStatusBody = Type.Object({ id: Id('文章编号'), status: Status('发布状态') });
export type ArticleStatusBody = Static<typeof ArticleStatusBody>;

export const { list: ArticleListQuery, export: ArticleExportQuery } = filterQueries({
  typeId: Type.Optional(Id('所属分类')),
  articleName: Type.Optional(Text('文章标题', 255)),
  status: StatusFilter('发布状态'),
  isTop: StatusFilter('是否置顶'),
  ...DateRangeQuery,
  ...SortQuery,
});
export type ArticleListQuery = Static<typeof ArticleListQuery>;
export type ArticleExportQuery = Static<typeof ArticleExportQuery>;

export const ArticleTable = TableOf(ArticleRow);
export type ArticleTable = Static<typeof ArticleTable>;
export const ArticleDetailAnswer = OkData(ArticleDetailRow);
export type ArticleDetailAnswer = Static<typeof ArticleDetailAnswer>;
