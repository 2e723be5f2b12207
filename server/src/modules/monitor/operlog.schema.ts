import { type Static, Type } from 'typebox';
import { DateRangeQuery, SortQuery, Text } from '../../http/schemas.js';
import { rowReplies, filterQueries } from '../../http/resource.schema.js';

// RuoYi's operation log (`/monitor/operlog`).

export const { list: OperLogListQuery, export: OperLogExportQuery } = filterQueries({
  title: Type.Optional(Text('系统模块', 50)),
  operName: Type.Optional(Text('操作人员', 50)),
  operIp: Type.Optional(Text('操作地址', 128)),
  businessType: Type.Optional(Type.Integer({ title: '操作类型', minimum: 0, maximum: 9 })),
  status: Type.Optional(Type.Integer({ title: '操作状态', minimum: 0, maximum: 1 })),
  ...DateRangeQuery,
  ...SortQuery,
});
export type OperLogListQuery = Static<typeof OperLogListQuery>;
export type OperLogFilter = Static<typeof OperLogExportQuery>;

export const OperLogRow = Type.Object({
  operId: Type.Integer(),
  title: Type.String(),
  /** 0 other, 1 insert, 2 update, 3 delete, 4 grant, 5 export, 6 import, 7 force, 8 gencode, 9 clean. */
  businessType: Type.Integer(),
  method: Type.String(),
  requestMethod: Type.String(),
  operatorType: Type.Integer(),
  operName: Type.String(),
  deptName: Type.String(),
  operUrl: Type.String(),
  operIp: Type.String(),
  operLocation: Type.String(),
  /** The request's parameters, passwords masked, at most 2000 characters. */
  operParam: Type.String(),
  jsonResult: Type.String(),
  /** 0 success, 1 failure. */
  status: Type.Integer(),
  errorMsg: Type.String(),
  operTime: Type.String(),
  /** Milliseconds. */
  costTime: Type.Integer(),
});
export type OperLogRow = Static<typeof OperLogRow>;
export const { table: OperLogTable, one: OperLogReply } = rowReplies(OperLogRow);
