import { type Static, Type } from 'typebox';
import { DateRangeQuery, SortQuery, StatusFilter, TableOf, Text } from '../../http/schemas.js';
import { filterQueries } from '../../http/resource.schema.js';

// RuoYi's login log (`/monitor/logininfor`).

export const { list: LoginLogListQuery, export: LoginLogExportQuery } = filterQueries({
  ipaddr: Type.Optional(Text('登录地址', 128)),
  userName: Type.Optional(Text('用户名称', 50)),
  status: StatusFilter(),
  ...DateRangeQuery,
  ...SortQuery,
});
export type LoginLogListQuery = Static<typeof LoginLogListQuery>;
export type LoginLogFilter = Static<typeof LoginLogExportQuery>;

export const UnlockParams = Type.Object({ userName: Text('用户名称', 50, { min: 1 }) });

/** Who called (http/client-info's ClientInfo), as a login-log row and an online session answer it. */
export const ClientInfoFields = {
  ipaddr: Type.String(),
  loginLocation: Type.String(),
  browser: Type.String(),
  os: Type.String(),
};

export const LoginLogRow = Type.Object({
  infoId: Type.Integer(),
  userName: Type.String(),
  ...ClientInfoFields,
  /** '0' success, '1' failure. */
  status: Type.String(),
  msg: Type.String(),
  loginTime: Type.String(),
});
export type LoginLogRow = Static<typeof LoginLogRow>;
export const LoginLogTable = TableOf(LoginLogRow);
