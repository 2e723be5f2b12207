import type { Generated } from 'kysely';
import type { AuditColumns } from '../system/system.table.js';

/** An event (培训活动): published to the site, signed up for, checked in. */
export interface ActivityEventTable extends AuditColumns {
  activityId: Generated<number>;
  title: string;
  titleEs: Generated<string>;
  /** Sanitised rich text. */
  content: Generated<string>;
  contentEs: Generated<string>;
  cover: Generated<string>;
  /** A value of the activity_type dictionary (training, meeting, salon …). */
  type: string;
  /** A place, or an online link. */
  location: Generated<string>;
  startTime: string;
  endTime: string;
  signStart: string;
  signEnd: string;
  cancelDeadline: string;
  /** Seats; 0 = unlimited. */
  capacity: Generated<number>;
  memberOnly: Generated<'0' | '1'>;
  needAudit: Generated<'0' | '1'>;
  /** In fen; 0 = free. */
  fee: Generated<number>;
  /** 学时 on the certificate of attendance. */
  hours: Generated<number>;
  /** '0' draft, '1' published, '2' cancelled. */
  status: Generated<'0' | '1' | '2'>;
  seatVersion: Generated<number>;
}

/** A person's sign-up (activity_sign_status): its state, ticket and place in the waiting list. */
export interface ActivitySignTable {
  signId: Generated<number>;
  activityId: number;
  userId: number;
  realName: string;
  employer: Generated<string>;
  position: Generated<string>;
  remark: Generated<string>;
  status: string;
  openKey: string | null;
  ticketCode: string;
  waitSince: string | null;
  checkinTime: string | null;
  comment: Generated<string>;
  createTime: string;
  updateTime: string | null;
}
