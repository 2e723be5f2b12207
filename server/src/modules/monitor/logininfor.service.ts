import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { ClientInfo } from '../../http/client-info.js';
import type { ExcelColumn } from '../../http/excel.js';
import { logAnswers } from './log-answers.js';
import * as queries from './login-log.queries.js';
import type { LoginLogRow } from './logininfor.schema.js';

type Db = Kysely<Database>;

const EXPORT_COLUMNS: ExcelColumn<LoginLogRow>[] = [
  { header: '序号', key: 'infoId' },
  { header: '用户账号', key: 'userName', width: 16 },
  { header: '登录状态', key: 'status', format: (value) => (value === '0' ? '成功' : '失败') },
  { header: '登录地址', key: 'ipaddr', width: 18 },
  { header: '登录地点', key: 'loginLocation', width: 16 },
  { header: '浏览器', key: 'browser', width: 16 },
  { header: '操作系统', key: 'os', width: 16 },
  { header: '提示消息', key: 'msg', width: 30 },
  { header: '访问时间', key: 'loginTime', width: 20 },
];

export const loginLogAnswers = logAnswers(queries.loginLogRows, EXPORT_COLUMNS, {
  remove: queries.deleteLoginLogs,
  removeAll: queries.deleteAllLoginLogs,
});

/**
 * Lifts a password lock. The lock counts failures after the user's last success in the login log,
 * so an "unlocked" success row ends it and keeps the failed attempts on record.
 */
export async function unlockAccount(db: Db, userName: string, unlockedBy: string, client: ClientInfo) {
  await queries.recordLogin(db, {
    userName,
    status: queries.LOGIN_SUCCESS,
    msg: `账户解锁（操作人：${unlockedBy}）`.slice(0, 255),
    client,
  });
}
