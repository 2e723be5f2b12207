import { type Static, Type } from 'typebox';
import { Status, StatusFilter, TableOf, Text } from '../../http/schemas.js';
import {
  Remark,
  SearchText,
  filterQueries,
  writeBodies,
  rowReplies,
  staffRow,
} from '../../http/resource.schema.js';

// The footer's friend links: the enabled ones for visitors (`/api/bll/links/list`), all of them
// as staff edit them (`/content/links`).

export const FriendLink = Type.Object({
  id: Type.Integer(),
  linkName: Type.String(),
  linkEsName: Type.String(),
  linkUrl: Type.String(),
});
export type FriendLink = Static<typeof FriendLink>;

export const LinkRow = staffRow(FriendLink, { sort: Type.Integer(), status: Status() });
export type LinkRow = Static<typeof LinkRow>;

export const FriendLinks = TableOf(FriendLink);
export type FriendLinks = Static<typeof FriendLinks>;

const LinkName = Text('链接名称', 100, { min: 1 });

export const { add: LinkBody, edit: LinkUpdateBody } = writeBodies('id', '链接编号', {
  linkName: LinkName,
  linkEsName: Type.Optional(Text('英文名称', 200)),
  linkUrl: Text('链接地址', 500, { min: 1 }),
  sort: Type.Optional(Type.Integer({ title: '显示排序', minimum: 0, maximum: 99999 })),
  status: Type.Optional(Status()),
  remark: Remark,
});
export type LinkBody = Static<typeof LinkBody>;
export type LinkUpdateBody = Static<typeof LinkUpdateBody>;

export const { list: LinkListQuery, export: LinkExportQuery } = filterQueries({
  linkName: SearchText(LinkName),
  status: StatusFilter('状态'),
});
export type LinkListQuery = Static<typeof LinkListQuery>;
export type LinkExportQuery = Static<typeof LinkExportQuery>;

export const { table: LinkTable, one: LinkDetail } = rowReplies(LinkRow);
