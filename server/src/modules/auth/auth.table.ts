import type { Generated } from 'kysely';

export interface SysSessionTable {
  sessionId: string;
  userId: number;
  ipaddr: Generated<string>;
  loginLocation: Generated<string>;
  browser: Generated<string>;
  os: Generated<string>;
  loginTime: string;
  lastAccessTime: string;
  expiresAt: string;
}

export interface SysSmsCodeTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  codeHash: string;
  attempts: Generated<number>;
  expiresAt: string;
  consumedAt: string | null;
  /** Set when a reset code was verified: the one-time ticket that allows the new password. */
  ticketHash: string | null;
  createdAt: string;
}

export interface SysSmsLogTable {
  logId: Generated<number>;
  phone: string;
  purpose: string;
  driver: string;
  content: Generated<string>;
  /** '0' sent, '1' failed. */
  status: string;
  errorMsg: Generated<string>;
  ipaddr: Generated<string>;
  createTime: string;
}

export interface SysCaptchaTable {
  uuid: string;
  answerHash: string;
  expiresAt: string;
}
