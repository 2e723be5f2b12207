import { Type } from '@fastify/type-provider-typebox';
import { FlagFilter } from './content-fields.js';
import { Id, IdList, PageQuery, Status } from '../../http/schemas.js';

// The footer's friend links as staff edit them (`/content/links`).

const LinkFields = {
  linkName: Type.String({ title: '链接名称', minLength: 1, maxLength: 100 }),
  linkEsName: Type.Optional(Type.String({ title: '英文名称', maxLength: 200 })),
  linkUrl: Type.String({ title: '链接地址', minLength: 1, maxLength: 500 }),
  sort: Type.Optional(Type.Integer({ title: '显示排序', minimum: 0, maximum: 99999 })),
  status: Type.Optional(Status()),
  remark: Type.Optional(Type.String({ title: '备注', maxLength: 500 })),
};
export const LinkBody = Type.Object(LinkFields);
export const LinkUpdateBody = Type.Object({ id: Id('链接编号'), ...LinkFields });

export const LinkFilter = {
  linkName: Type.Optional(Type.String({ title: '链接名称', maxLength: 100 })),
  status: FlagFilter('状态'),
};
export const LinkListQuery = Type.Object({ ...PageQuery, ...LinkFilter });
export const LinkExportQuery = Type.Object(LinkFilter);

export const LinkIdParams = Type.Object({ id: Id('链接编号') });
export const LinkIdsParams = Type.Object({ ids: IdList('链接编号') });
