import type { ApiServer } from '@/testing/api-server';
import { dictOf, normalDisable, serveDicts } from '@/testing/render-page';

// The dictionaries the membership admin pages read.

export function answerMemberDicts(api: ApiServer) {
  serveDicts(api, {
    biz_apply_status: dictOf(['0', '待审核', 'warning'], ['1', '待补充'], ['3', '待缴费'], ['4', '待确认']),
    biz_pay_status: dictOf(['0', '待确认', 'warning'], ['1', '已确认', 'success'], ['2', '已退回', 'danger']),
    member_status: dictOf(['0', '正常', 'success'], ['1', '暂停', 'warning'], ['2', '已失效']),
    member_kind: dictOf(['personal', '个人会员'], ['org', '单位会员']),
    sys_user_sex: dictOf(['0', '男'], ['1', '女']),
    sys_normal_disable: normalDisable,
  });
}
