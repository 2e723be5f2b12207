import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { readSheet, type RowError, sheetColumns } from '../../http/excel-import.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { actorOf, notify } from '../workflow/workflow.js';
import { recordResult } from './application.service.js';
import { findApplication } from './evaluate.queries.js';

// Exam results from Excel (导入成绩): every row is checked first (an application waiting for its
// exam, a score 0–100, 是/否); any problem refuses the whole file. The results are then recorded
// in one transaction — passes issue their certificates — and each person is told by SMS.

const COLUMNS = sheetColumns([
  { header: '申请编号', key: 'applyId', width: 12 },
  { header: '成绩', key: 'score', width: 10 },
  { header: '是否通过', key: 'passed', width: 10 },
  { header: '评语', key: 'comment', width: 40 },
]);

export const resultTemplate = async () => ({
  columns: COLUMNS,
  rows: [{ applyId: '1', score: '86', passed: '是', comment: '实操表现优秀' }],
});

export function resultImport(app: FastifyInstance) {
  return async (db: Kysely<Database>, content: Buffer, staff: CurrentUser) => {
    const rows = await readSheet(content, COLUMNS, '成绩');
    const errors: RowError[] = [];
    const results: { applyId: number; score: number; passed: boolean; comment: string }[] = [];
    const seen = new Set<number>();
    for (const { line, row } of rows) {
      const applyId = /^\d{1,9}$/.test(row.applyId) ? Number(row.applyId) : 0;
      const score = /^\d{1,3}$/.test(row.score) ? Number(row.score) : -1;
      const application = applyId ? await findApplication(db, applyId) : undefined;
      let problem: string | null = null;
      if (!application) problem = `申请编号“${row.applyId}”不存在`;
      else if (application.status !== '3') problem = `申请${applyId}不在待考试状态`;
      else if (seen.has(applyId)) problem = `申请${applyId}与前面的行重复`;
      else if (score < 0 || score > 100) problem = '成绩应为0–100的整数';
      else if (row.passed !== '是' && row.passed !== '否') problem = '是否通过应填“是”或“否”';
      else if ([...row.comment].length > 500) problem = '评语不能超过500字';
      if (problem) {
        errors.push({ row: line, msg: `第${line}行：${problem}` });
        continue;
      }
      seen.add(applyId);
      results.push({ applyId, score, passed: row.passed === '是', comment: row.comment });
    }
    if (errors.length) return { errors };
    const actor = actorOf(staff);
    const notices = await db.transaction().execute(async (trx) => {
      const sent: { phone: string; notice: string; passed: boolean }[] = [];
      for (const result of results) {
        const { phone, notice, status } = await recordResult(trx, result, actor);
        sent.push({ phone, notice, passed: status === '5' });
      }
      return sent;
    });
    for (const { phone, notice } of notices) await notify(app, phone, notice);
    const passed = notices.filter((item) => item.passed).length;
    return `成功导入${notices.length}条成绩，其中${passed}人通过并已颁发证书`;
  };
}
