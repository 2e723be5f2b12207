import type { ProgramRow } from '@server/modules/evaluate/evaluate.schema';
import type { ApiServer } from '@/testing/api-server';
import { dictOf, serveDicts } from '@/testing/render-page';
import { auditFields } from '@/testing/crud-page';

// What the evaluation admin tests share: the dictionaries and a programme as the server lists it.

export function answerEvaluateDicts(api: ApiServer) {
  serveDicts(api, {
    evaluate_apply_status: dictOf(
      ['0', '待审核', 'warning'],
      ['1', '待补充', 'warning'],
      ['2', '已驳回', 'danger'],
      ['3', '待考试', 'primary'],
      ['4', '未通过', 'info'],
      ['5', '已认证', 'success'],
    ),
    evaluate_program_status: dictOf(
      ['0', '草稿', 'info'],
      ['1', '已发布', 'success'],
      ['2', '已关闭', 'danger'],
    ),
    biz_cert_status: dictOf(['0', '有效', 'success'], ['1', '已撤销', 'danger']),
    biz_cert_kind: dictOf(['evaluation', '能力评价证书'], ['training', '培训学时证明']),
  });
}

export const program: ProgramRow = {
  programId: 4,
  name: '非遗传承人能力评价',
  nameEs: 'Heritage practitioner assessment',
  levels: ['初级', '中级', '高级'],
  requirements: '从事相关工作满两年',
  requirementsEs: '',
  fee: 80000,
  applyStart: '2026-11-01 09:00:00',
  applyEnd: '2026-11-30 18:00:00',
  examDate: '2026-12-20',
  validYears: 3,
  status: '1',
  open: true,
  applications: 12,
  certified: 5,
  ...auditFields('2026-10-01 10:00:00'),
};
