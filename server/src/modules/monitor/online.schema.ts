import { type Static, Type } from 'typebox';
import { TableOf, Text } from '../../http/schemas.js';
import { ClientInfoFields } from './logininfor.schema.js';

// RuoYi's online users (`/monitor/online`): the live sessions.

export const OnlineQuery = Type.Object({
  ipaddr: Type.Optional(Text('登录地址', 128)),
  userName: Type.Optional(Text('用户名称', 30)),
});
export type OnlineQuery = Static<typeof OnlineQuery>;

export const TokenParams = Type.Object({
  tokenId: Text('会话编号', 128, { min: 1, pattern: '^[A-Za-z0-9_-]+$' }),
});

export const OnlineRow = Type.Object({
  /** The session's id (the hash of its token), which a forced logout names. */
  tokenId: Type.String(),
  /** RuoYi shows the department; users here have none. */
  deptName: Type.String(),
  userName: Type.String(),
  ...ClientInfoFields,
  loginTime: Type.String(),
  lastAccessTime: Type.String(),
});
export type OnlineRow = Static<typeof OnlineRow>;
/** RuoYi answers every online user at once: `total` is the number of rows. */
export const OnlineTable = TableOf(OnlineRow);
