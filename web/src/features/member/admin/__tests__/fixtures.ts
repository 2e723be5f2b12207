import type { ApiServer } from '@/testing/api-server';
import { ok } from '@/testing/api-server';
import { dictOf } from '@/testing/render-page';

// What the membership admin tests share: the dictionaries, a trail, private files.

export function answerMemberDicts(api: ApiServer) {
  api.on(
    'GET /system/dict/data/type/biz_apply_status',
    ok({ data: dictOf(['0', '待审核', 'warning'], ['1', '待补充'], ['3', '待缴费'], ['4', '待确认']) }),
  );
  api.on(
    'GET /system/dict/data/type/biz_pay_status',
    ok({ data: dictOf(['0', '待确认', 'warning'], ['1', '已确认', 'success'], ['2', '已退回', 'danger']) }),
  );
  api.on(
    'GET /system/dict/data/type/member_status',
    ok({ data: dictOf(['0', '正常', 'success'], ['1', '暂停', 'warning'], ['2', '已失效']) }),
  );
  api.on(
    'GET /system/dict/data/type/member_kind',
    ok({ data: dictOf(['personal', '个人会员'], ['org', '单位会员']) }),
  );
  api.on('GET /system/dict/data/type/sys_user_sex', ok({ data: dictOf(['0', '男'], ['1', '女']) }));
  api.on(
    'GET /system/dict/data/type/sys_normal_disable',
    ok({ data: dictOf(['0', '正常', 'primary'], ['1', '停用', 'danger']) }),
  );
}
