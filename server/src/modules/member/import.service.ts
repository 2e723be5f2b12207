import dayjs from 'dayjs';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { badRequest } from '../../http/envelope.js';
import { readSheet, type RowError, type SheetRowOf, sheetColumns } from '../../http/excel-import.js';
import { formatTime } from '../../http/time.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { accountOfPhone } from '../auth/auth.service.js';
import { actorOf, recordTrail } from '../workflow/workflow.js';
import { findOpenApply, insertApply, moveApply } from './apply.queries.js';
import { findEnabledLevels } from './level.queries.js';
import { KIND_LABELS } from './level.service.js';
import { birthdayOfIdNumber, isCreditCode, isDay, isEmail, isIdNumber } from './member.rules.js';
import type { MemberKind } from './member.table.js';
import { applyFlow, memberFlow } from './member.workflows.js';
import { currentSince, dayOf, nextMemberNo } from './membership.service.js';
import { findMemberByPhone, insertMember } from './vip.queries.js';

// Bringing existing members in from Excel (会员导入): one sheet in the template's columns; every row
// is checked first and any problem refuses the whole file with a message per row, so nothing is
// half-imported; each person's account is found by phone or created, then the application (done),
// the member with a new number and their trails are written in one transaction.

const COLUMNS = sheetColumns([
  { header: '会员类型', key: 'kind', width: 12 },
  { header: '姓名/单位名称', key: 'name', width: 28 },
  { header: '手机号', key: 'phone', width: 14 },
  { header: '身份证号/统一社会信用代码', key: 'number', width: 24 },
  { header: '会员等级', key: 'level', width: 14 },
  { header: '有效期起', key: 'validFrom', width: 12 },
  { header: '有效期止', key: 'validTo', width: 12 },
  { header: '电子邮箱', key: 'email', width: 24 },
]);
type ImportRow = SheetRowOf<typeof COLUMNS>;

/** The template: the columns and one example row of each kind. */
export const importTemplate = async () => ({
  columns: COLUMNS,
  rows: [
    {
      kind: '个人会员',
      name: '张三',
      phone: '13800000000',
      number: '11010519491231002X',
      level: '个人会员',
      validFrom: '2026-01-01',
      validTo: '2027-01-01',
      email: 'zhangsan@example.com',
    },
    {
      kind: '单位会员',
      name: '北京文化发展有限公司',
      phone: '13900000000',
      number: '91350100M000100Y43',
      level: '会员单位',
      validFrom: '2026-01-01',
      validTo: '2027-01-01',
      email: '',
    },
  ],
});

const KIND_OF_LABEL: Record<string, MemberKind> = Object.fromEntries(
  Object.entries(KIND_LABELS).map(([kind, label]) => [label, kind as MemberKind]),
);

/** The first problem of a row on its own, or null. */
function rowProblem(row: ImportRow, kind: MemberKind | undefined, levelKnown: boolean): string | null {
  if (!kind) return `会员类型应为${Object.values(KIND_LABELS).join('或')}`;
  if (!row.name || [...row.name].length > (kind === 'org' ? 100 : 30)) return '姓名/单位名称为空或过长';
  if (!/^1[3-9]\d{9}$/.test(row.phone)) return '手机号格式不正确';
  const number = row.number.toUpperCase();
  if (kind === 'personal' ? !isIdNumber(number) : !isCreditCode(number)) {
    return kind === 'personal' ? '身份证号不正确' : '统一社会信用代码不正确';
  }
  if (!levelKnown) return `会员等级“${row.level}”不存在或不属于${KIND_LABELS[kind]}`;
  if (!isDay(row.validFrom) || !isDay(row.validTo) || row.validTo < row.validFrom) {
    return '有效期应为 YYYY-MM-DD 格式，且止不早于起';
  }
  if (row.email && (!isEmail(row.email) || row.email.length > 100)) return '电子邮箱格式不正确';
  return null;
}

/** `POST /member/vip/importData`: all the file's members, or none with a message per bad row. */
export async function importMembers(
  db: Kysely<Database>,
  content: Buffer,
  staff: CurrentUser,
): Promise<{ errors: RowError[] } | string> {
  const rows = await readSheet(content, COLUMNS, '会员');
  const levels = await findEnabledLevels(db);
  const errors: RowError[] = [];
  const seen = new Set<string>();
  const checked: { row: ImportRow; kind: MemberKind; level: (typeof levels)[number] }[] = [];
  for (const { line, row } of rows) {
    const kind = KIND_OF_LABEL[row.kind];
    const level = levels.find((item) => item.kind === kind && item.levelName === row.level);
    let problem = rowProblem(row, kind, !!level);
    if (!problem && seen.has(`${row.phone}:${kind}`)) problem = '与前面的行手机号和会员类型重复';
    if (!problem && kind) {
      const existing = await findMemberByPhone(db, row.phone, kind);
      if (existing) problem = `该手机号已是${KIND_LABELS[kind]}（${existing.memberNo}）`;
    }
    if (problem || !kind || !level) {
      errors.push({ row: line, msg: `第${line}行：${problem}` });
      continue;
    }
    seen.add(`${row.phone}:${kind}`);
    checked.push({ row, kind, level });
  }
  if (errors.length) return { errors };

  const actor = actorOf(staff);
  const since = await currentSince(db, dayOf());
  await db.transaction().execute(async (trx) => {
    for (const { row, kind, level } of checked) {
      const now = formatTime();
      const userId = await accountOfPhone(trx, row.phone, row.name.slice(0, 30));
      if (await findOpenApply(trx, `${userId}:${kind}`)) {
        throw badRequest(`手机号${row.phone}有进行中的${KIND_LABELS[kind]}申请，请先处理`);
      }
      const number = row.number.toUpperCase();
      const form =
        kind === 'personal'
          ? { realName: row.name, idNumber: number, birthday: birthdayOfIdNumber(number) }
          : { orgName: row.name, creditCode: number, contactPhone: row.phone };
      const applyId = await insertApply(trx, {
        ...form,
        email: row.email,
        userId,
        kind,
        applyType: 'join',
        levelId: level.levelId,
        fee: level.fee,
        status: '5',
        openKey: null,
        memberId: null,
        comment: '会员导入',
        createTime: now,
      });
      const year = dayjs(row.validFrom).year();
      const status = row.validTo < since ? '2' : '0';
      const memberId = await insertMember(trx, {
        userId,
        kind,
        memberNo: await nextMemberNo(trx, year),
        levelId: level.levelId,
        name: row.name,
        applyId,
        validFrom: row.validFrom,
        validTo: row.validTo,
        status,
        createTime: now,
      });
      await moveApply(trx, applyId, '5', { memberId });
      await recordTrail(trx, applyFlow, { recordId: applyId, from: null, to: '5', action: 'import', actor });
      await recordTrail(trx, memberFlow, {
        recordId: memberId,
        from: null,
        to: status,
        action: 'import',
        actor,
      });
    }
  });
  return `成功导入${checked.length}名会员`;
}
