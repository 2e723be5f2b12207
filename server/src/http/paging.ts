import { Type } from '@fastify/type-provider-typebox';

// RuoYi paging: pageNum from 1, pageSize (SPEC.md §9: 20 by default; the public pager offers
// 10/20/30/50). The cap keeps one request from reading a whole table.

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export const PageQuery = {
  pageNum: Type.Optional(Type.Integer({ title: '页码', minimum: 1, maximum: 100000 })),
  pageSize: Type.Optional(Type.Integer({ title: '每页条数', minimum: 1, maximum: MAX_PAGE_SIZE })),
};

export interface Paging {
  limit: number;
  offset: number;
}

export function pagingOf(query: { pageNum?: number; pageSize?: number }): Paging {
  const limit = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { limit, offset: ((query.pageNum ?? 1) - 1) * limit };
}
