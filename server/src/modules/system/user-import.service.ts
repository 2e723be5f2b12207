import type { Kysely } from 'kysely';
import { Value } from 'typebox/value';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import type { Database } from '../../db/database.js';
import {
  type ImportOptions,
  readSheet,
  type RowError,
  type SheetRowOf,
  sheetColumns,
} from '../../http/excel-import.js';
import { formatTime } from '../../http/time.js';
import { validationMessage } from '../../http/validation-message.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { Password } from '../auth/auth.schema.js';
import { hashPassword } from '../auth/auth.service.js';
import { revokeUserSessions } from '../auth/session.service.js';
import { escapeHtml } from '../content/pages.js';
import { configValue } from './config.service.js';
import { ADMIN_USER_ID, ADMIN_USER_MSG } from './system.rules.js';
import { findUserByName, insertUser, replaceUserRoles, updateUserRow } from './user.queries.js';
import { UserImportRow } from './user.schema.js';
import {
  SELF_DISABLE_MSG,
  STAFF_USER_TYPE,
  UNIQUE_USER_FIELDS,
  assignRoles,
  selectableRoles,
  uniqueConflict,
} from './user.service.js';
import { createdBy, updatedBy } from '../../http/audit-stamp.js';

// RuoYi's 用户导入 (SysUserServiceImpl.importUser): accounts matched by 登录名称; new ones get the
// configured initial password (sys.user.initPassword), existing ones are updated only when the client
// asks (updateSupport), the super admin never. Unlike RuoYi every row is checked before anything is
// written, so one bad row refuses the whole file, with RuoYi's failure list.

/** RuoYi's import columns (SysUser's @Excel names) without 用户序号 and 部门编号, plus the roles. */
const COLUMNS = sheetColumns([
  { header: '登录名称', key: 'userName', width: 16 },
  { header: '用户名称', key: 'nickName', width: 16 },
  { header: '用户邮箱', key: 'email', width: 24 },
  { header: '手机号码', key: 'phonenumber', width: 14 },
  { header: '用户性别', key: 'sex', width: 10 },
  { header: '帐号状态', key: 'status', width: 10 },
  { header: '角色', key: 'roles', width: 24 },
]);
type SheetRow = SheetRowOf<typeof COLUMNS>;

/** Like RuoYi's, the template is the header row alone: an example row would be imported as it is. */
export const userImportTemplate = async () => ({ columns: COLUMNS, rows: [] as SheetRow[] });

const SEX_CODES: Record<string, string> = { 男: '0', 女: '1', 未知: '2' };
const STATUS_CODES: Record<string, string> = { 正常: '0', 停用: '1' };
const ROLE_SEPARATOR = /[,，、]/;

/** The row in the form's terms; an unknown label stays as it is for the schema to refuse. */
function userOf(row: SheetRow): UserImportRow {
  return {
    userName: row.userName,
    nickName: row.nickName,
    email: row.email,
    phonenumber: row.phonenumber,
    ...(row.sex ? { sex: SEX_CODES[row.sex] ?? row.sex } : {}),
    ...(row.status ? { status: STATUS_CODES[row.status] ?? row.status } : {}),
  } as UserImportRow;
}

/** The first rule of the user form the row breaks, worded as the form words it, or null. */
function formProblem(user: UserImportRow): string | null {
  const errors = [...Value.Errors(UserImportRow, user)].map((error) => ({
    ...error,
    // validationMessage names the field by its schema's title, which Ajv hands over as parentSchema.
    parentSchema: UserImportRow.properties[error.instancePath.slice(1) as keyof UserImportRow],
  }));
  return errors.length ? validationMessage(errors as unknown as FastifySchemaValidationError[]) : null;
}

interface CheckedRow {
  user: UserImportRow;
  /** null: the cell is empty, an existing account keeps its roles. */
  roleIds: number[] | null;
  existingId: number | undefined;
}

/** `POST /system/user/importData`: every row imported, or none and RuoYi's failure list. */
export async function importUsers(
  db: Kysely<Database>,
  content: Buffer,
  staff: CurrentUser,
  { updateSupport }: ImportOptions,
): Promise<{ errors: RowError[]; msg: string } | string> {
  const rows = await readSheet(content, COLUMNS, '用户');
  const initPassword = await configValue(db, 'sys.user.initPassword');
  // One hash for every new account: they share the password anyway, and bcrypt per row would take
  // a second per ten rows.
  const passwordHash = Value.Check(Password, initPassword) ? await hashPassword(initPassword) : null;

  return db.transaction().execute(async (trx) => {
    const roles = await selectableRoles(trx, staff);
    const firstLineOf = new Map<string, number>();
    const errors: RowError[] = [];
    const checked: CheckedRow[] = [];

    /** What keeps the row out ('已存在' or '导入失败：…'), or the row ready to write. */
    async function check(line: number, row: SheetRow): Promise<string | CheckedRow> {
      const user = userOf(row);
      const problem = formProblem(user);
      if (problem) return `导入失败：${problem}`;
      const roleNames = row.roles
        .split(ROLE_SEPARATOR)
        .map((name) => name.trim())
        .filter(Boolean);
      const unknownRole = roleNames.find((name) => !roles.some((role) => role.roleName === name));
      if (unknownRole) return `导入失败：角色“${unknownRole}”不存在或已停用`;
      for (const [column, what] of UNIQUE_USER_FIELDS) {
        const earlier = user[column] && firstLineOf.get(`${column}:${user[column]}`);
        if (earlier) return `导入失败：与第${earlier}行的${what}重复`;
        if (user[column]) firstLineOf.set(`${column}:${user[column]}`, line);
      }
      const existing = await findUserByName(trx, user.userName);
      if (existing && !updateSupport) return '已存在';
      if (existing?.userId === ADMIN_USER_ID) return `导入失败：${ADMIN_USER_MSG}`;
      if (existing?.userId === staff.userId && user.status === '1') return `导入失败：${SELF_DISABLE_MSG}`;
      const conflict = await uniqueConflict(trx, user, existing?.userId);
      if (conflict) return `导入失败：${conflict}已存在`;
      if (!existing && !passwordHash) {
        return '导入失败：参数设置中的账号初始密码（sys.user.initPassword）不符合密码规则';
      }
      const roleIds = roleNames.length
        ? roles.filter((role) => roleNames.includes(role.roleName)).map((role) => role.roleId)
        : null;
      return { user, roleIds, existingId: existing?.userId };
    }

    for (const { line, row } of rows) {
      const result = await check(line, row);
      if (typeof result === 'string')
        errors.push({ row: line, msg: `第${line}行：账号 ${row.userName} ${result}` });
      else checked.push(result);
    }
    if (errors.length) {
      const list = errors.map((error, index) => `<br/>${index + 1}、${escapeHtml(error.msg)}`).join('');
      return { errors, msg: `很抱歉，导入失败！共 ${errors.length} 条数据格式不正确，错误如下：${list}` };
    }

    const now = formatTime();
    for (const { user, roleIds, existingId } of checked) {
      if (existingId) {
        // Empty cells keep what the account has, as RuoYi's update leaves null fields alone.
        await updateUserRow(trx, existingId, {
          nickName: user.nickName,
          ...(user.email ? { email: user.email } : {}),
          ...(user.phonenumber ? { phonenumber: user.phonenumber } : {}),
          ...(user.sex ? { sex: user.sex } : {}),
          ...(user.status ? { status: user.status } : {}),
          ...updatedBy(staff.userName, now),
        });
        if (roleIds) await assignRoles(trx, staff, existingId, roleIds);
        if (user.status === '1') await revokeUserSessions(trx, existingId);
        continue;
      }
      const userId = await insertUser(trx, {
        userName: user.userName,
        nickName: user.nickName,
        userType: STAFF_USER_TYPE,
        password: passwordHash ?? '',
        phonenumber: user.phonenumber,
        email: user.email,
        sex: user.sex ?? '2',
        status: user.status ?? '0',
        remark: '',
        // Empty, so sys.account.initPasswordModify asks for a password of their own at first login.
        pwdUpdateDate: null,
        ...createdBy(staff.userName, now),
      });
      await replaceUserRoles(trx, userId, roleIds ?? []);
    }
    const list = checked
      .map(({ user, existingId }, index) => {
        const done = existingId ? '更新成功' : '导入成功';
        return `<br/>${index + 1}、账号 ${escapeHtml(user.userName)} ${done}`;
      })
      .join('');
    return `恭喜您，数据已全部导入成功！共 ${checked.length} 条，数据如下：${list}`;
  });
}
