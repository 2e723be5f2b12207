import { type ApiServer, ok } from '@/testing/api-server';
import { loginAs as logInLocally } from '@/testing/render-page';

// The dictionaries the monitor pages read, and a staff login that serves them.

export const dictData: Record<string, [string, string, string][]> = {
  sys_common_status: [
    ['成功', '0', 'primary'],
    ['失败', '1', 'danger'],
  ],
  sys_oper_type: [
    ['其他', '0', 'info'],
    ['新增', '1', 'info'],
    ['修改', '2', 'info'],
    ['删除', '3', 'danger'],
  ],
  sys_job_group: [
    ['默认', 'DEFAULT', ''],
    ['系统', 'SYSTEM', ''],
  ],
  sys_job_status: [
    ['正常', '0', 'primary'],
    ['暂停', '1', 'danger'],
  ],
};

/** Logs a user in with `permissions` and serves the dictionaries the pages use. */
export function loginAs(api: ApiServer, permissions: string[] = ['*:*:*']) {
  logInLocally(permissions);
  api.on('GET /getInfo', () =>
    ok({ user: { userId: 1, userName: 'admin', nickName: '管理员' }, roles: ['common'], permissions }),
  );
  for (const [type, rows] of Object.entries(dictData)) {
    api.on(`GET /system/dict/data/type/${type}`, () =>
      ok({
        data: rows.map(([dictLabel, dictValue, listClass]) => ({
          dictLabel,
          dictValue,
          listClass,
          dictType: type,
        })),
      }),
    );
  }
}
