import type { Generated } from 'kysely';
import type { AuditColumns } from './system.table.js';

/** RuoYi's sys_notice: a notice ('1') or an announcement ('2') to staff and, when normal, the site. */
export interface SysNoticeTable extends AuditColumns {
  noticeId: Generated<number>;
  noticeTitle: string;
  /** English title; empty shows the Chinese one on the English site. */
  noticeTitleEs: Generated<string>;
  /** '1' 通知, '2' 公告 (dictionary sys_notice_type). */
  noticeType: string;
  noticeContent: Generated<string>;
  noticeContentEs: Generated<string>;
  /** '0' normal (shown), '1' closed (dictionary sys_notice_status). */
  status: Generated<string>;
}

/** Who has read which notice: the navbar bell's unread count is per person. */
export interface SysNoticeReadTable {
  userId: number;
  noticeId: number;
  readTime: string;
}
