import type { CallRow } from '@server/modules/declare/declare.schema';
import type { ApiServer } from '@/testing/api-server';
import { dictOf, serveDicts } from '@/testing/render-page';
import { auditFields } from '@/testing/crud-page';
import { card } from '../../__tests__/fixtures';

// What the declaration admin tests share: the dictionaries and calls as the server lists them.

export function answerDeclareDicts(api: ApiServer) {
  serveDicts(api, {
    declare_kind: dictOf(['award', '评优评先'], ['project', '项目申报'], ['other', '其他']),
    declare_status: dictOf(
      ['0', '待审核', 'warning'],
      ['1', '待补充', 'warning'],
      ['2', '已驳回', 'danger'],
      ['3', '已通过', 'success'],
    ),
    declare_call_status: dictOf(['0', '草稿', 'info'], ['1', '已发布', 'success'], ['2', '已关闭', 'danger']),
  });
}

/** A call as the admin list shows it: the public card, with its counts and audit columns. */
export const call = (callId: number, extra: Partial<CallRow> = {}): CallRow => ({
  ...card(callId, {
    startTime: '2026-11-01 09:00:00',
    endTime: '2026-11-30 18:00:00',
    requiredFiles: '申报书\n业绩证明',
    memberOnly: true,
  }),
  declarations: 0,
  approved: 0,
  ...auditFields('2026-10-01 10:00:00'),
  ...extra,
});
