import { type ApiServer, ok } from '@/testing/api-server';
import { dictOf, loginAs as logInLocally, serveDicts } from '@/testing/render-page';

// The dictionaries the monitor pages read, and a staff login that serves them.

const monitorDicts = {
  sys_common_status: dictOf(['0', '成功', 'primary'], ['1', '失败', 'danger']),
  sys_oper_type: dictOf(
    ['0', '其他', 'info'],
    ['1', '新增', 'info'],
    ['2', '修改', 'info'],
    ['3', '删除', 'danger'],
  ),
  sys_job_group: dictOf(['DEFAULT', '默认'], ['SYSTEM', '系统']),
  sys_job_status: dictOf(['0', '正常', 'primary'], ['1', '暂停', 'danger']),
};

/** Logs a user in with `permissions` and serves the dictionaries the pages use. */
export function loginAs(api: ApiServer, permissions: string[] = ['*:*:*']) {
  logInLocally(permissions);
  api.on('GET /getInfo', () =>
    ok({ user: { userId: 1, userName: 'admin', nickName: '管理员' }, roles: ['common'], permissions }),
  );
  serveDicts(api, monitorDicts);
}
