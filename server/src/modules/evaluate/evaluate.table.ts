import type { Generated } from 'kysely';
import type { AuditColumns } from '../system/system.table.js';

/** An evaluation programme (能力评价项目) with its levels, fee and application window. */
export interface EvaluateProgramTable extends AuditColumns {
  programId: Generated<number>;
  name: string;
  nameEs: Generated<string>;
  /** The levels in order, comma-separated (初级,中级,高级). */
  levels: string;
  requirements: Generated<string>;
  requirementsEs: Generated<string>;
  /** In fen; 0 = free. */
  fee: Generated<number>;
  applyStart: string;
  applyEnd: string;
  examDate: string;
  /** Years a certificate stays valid; 0 = no end. */
  validYears: Generated<number>;
  /** '0' draft, '1' published, '2' closed. */
  status: Generated<'0' | '1' | '2'>;
}

/** An application to a programme level (evaluate_apply_status) and, after the exam, its result. */
export interface EvaluateApplyTable {
  applyId: Generated<number>;
  programId: number;
  userId: number;
  level: string;
  realName: string;
  employer: Generated<string>;
  position: Generated<string>;
  education: Generated<string>;
  major: Generated<string>;
  experience: Generated<string>;
  /** The fee's transfer voucher (a private attachment of the record). */
  voucherId: number | null;
  status: string;
  openKey: string | null;
  score: number | null;
  resultComment: Generated<string>;
  comment: Generated<string>;
  createTime: string;
  updateTime: string | null;
}
