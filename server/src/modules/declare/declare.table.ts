import type { Generated } from 'kysely';
import type { AuditColumns } from '../system/system.table.js';

/** A declaration call (申报通知); an award call's approvals are announced for a publicity period. */
export interface DeclareCallTable extends AuditColumns {
  callId: Generated<number>;
  title: string;
  titleEs: Generated<string>;
  /** Sanitised rich text. */
  content: Generated<string>;
  contentEs: Generated<string>;
  /** award / project / other (dictionary declare_kind). */
  kind: string;
  startTime: string;
  endTime: string;
  /** The files a declaration must carry, one name a line. */
  requiredFiles: Generated<string>;
  memberOnly: Generated<'0' | '1'>;
  /** '0' draft, '1' published, '2' closed. */
  status: Generated<'0' | '1' | '2'>;
  publishTime: string | null;
  publicityEnd: string | null;
}

/** A member's declaration on a call (declare_status). */
export interface DeclareApplyTable {
  declareId: Generated<number>;
  callId: number;
  userId: number;
  title: string;
  applicantName: string;
  contactName: string;
  contactPhone: string;
  summary: Generated<string>;
  status: string;
  openKey: string | null;
  comment: Generated<string>;
  createTime: string;
  updateTime: string | null;
}
