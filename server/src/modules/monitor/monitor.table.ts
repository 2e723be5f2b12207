import type { Generated } from 'kysely';

export interface SysLogininforTable {
  infoId: Generated<number>;
  userName: Generated<string>;
  ipaddr: Generated<string>;
  loginLocation: Generated<string>;
  browser: Generated<string>;
  os: Generated<string>;
  /** '0' success, '1' failure. */
  status: Generated<string>;
  msg: Generated<string>;
  loginTime: string;
}
