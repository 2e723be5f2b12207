import { Type } from '@fastify/type-provider-typebox';
import { FlagFilter } from './content-fields.js';
import { DateRangeQuery, Id, IdList, PageQuery, SortQuery, Status } from '../../http/schemas.js';

// The staff side of articles (`/content/article`). Status '0' published, '1' draft.

/** The most an article body holds in one language (its HTML, pictures are links). */
export const MAX_CONTENT_LENGTH = 1_000_000;

const Html = (title: string) => Type.Optional(Type.String({ title, maxLength: MAX_CONTENT_LENGTH }));

const ArticleFields = {
  typeId: Id('所属分类'),
  articleName: Type.String({ title: '文章标题', minLength: 1, maxLength: 255 }),
  articleEsName: Type.Optional(Type.String({ title: '英文标题', maxLength: 255 })),
  summary: Type.Optional(Type.String({ title: '摘要', maxLength: 500 })),
  summaryEs: Type.Optional(Type.String({ title: '英文摘要', maxLength: 1000 })),
  content: Html('正文'),
  contentEs: Html('英文正文'),
  /** A picture of the upload API (/profile/upload/…), or empty. */
  cover: Type.Optional(
    Type.String({
      title: '封面',
      maxLength: 255,
      pattern: '^(/profile/upload/[A-Za-z0-9_-][A-Za-z0-9/._-]*)?$',
    }),
  ),
  author: Type.Optional(Type.String({ title: '作者', maxLength: 64 })),
  source: Type.Optional(Type.String({ title: '来源', maxLength: 100 })),
  /** Empty or null: none yet (publishing sets it to the time of publishing). */
  publishTime: Type.Optional(
    Type.Union(
      [
        Type.String({
          pattern: '^(\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]) ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d)?$',
        }),
        Type.Null(),
      ],
      { title: '发布时间' },
    ),
  ),
  status: Type.Optional(Status('发布状态')),
  isTop: Type.Optional(Status('是否置顶')),
  remark: Type.Optional(Type.String({ title: '备注', maxLength: 500 })),
};
export const ArticleBody = Type.Object(ArticleFields);
export const ArticleUpdateBody = Type.Object({ id: Id('文章编号'), ...ArticleFields });
export const ArticleStatusBody = Type.Object({ id: Id('文章编号'), status: Status('发布状态') });

export const ArticleFilter = {
  typeId: Type.Optional(Id('所属分类')),
  articleName: Type.Optional(Type.String({ title: '文章标题', maxLength: 255 })),
  status: FlagFilter('发布状态'),
  isTop: FlagFilter('是否置顶'),
  ...DateRangeQuery,
  ...SortQuery,
};
export const ArticleListQuery = Type.Object({ ...PageQuery, ...ArticleFilter });
export const ArticleExportQuery = Type.Object(ArticleFilter);

export const ArticleIdParams = Type.Object({ id: Id('文章编号') });
export const ArticleIdsParams = Type.Object({ ids: IdList('文章编号') });
