import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { badRequest, notFound, orNotFound } from '../../http/envelope.js';
import type { ExcelColumn } from '../../http/excel.js';
import { pagingOf } from '../../http/schemas.js';
import type { CurrentUser } from '../../plugins/auth.js';
import {
  findEnabledLevels,
  findLevel,
  findLevelInUse,
  findLevelPage,
  findLevels,
  type LevelFilter,
  levelWrites,
} from './level.queries.js';
import type { LevelBody, LevelUpdateBody } from './level.schema.js';
import { formatFen } from './member.rules.js';
import { createdBy, updatedBy } from '../../http/audit-stamp.js';

// Membership levels (会员等级): staff keep them; visitors choose among the enabled ones.

type PageInput = Parameters<typeof pagingOf>[0];

export const KIND_LABELS: Record<string, string> = { personal: '个人会员', org: '单位会员' };

/** A sheet's 会员类型 column. */
export const kindColumn = <Row extends { kind: string }>(): ExcelColumn<Row> => ({
  header: '会员类型',
  key: 'kind',
  format: (value) => KIND_LABELS[String(value)] ?? String(value),
});

export const listLevels = (db: Kysely<Database>, query: LevelFilter & PageInput) =>
  findLevelPage(db, query, pagingOf(query));

export const enabledLevels = (db: Kysely<Database>) => findEnabledLevels(db);

const LEVEL_EXPORT_COLUMNS: ExcelColumn<Awaited<ReturnType<typeof findLevels>>[number]>[] = [
  { header: '等级编号', key: 'levelId' },
  kindColumn(),
  { header: '等级名称', key: 'levelName', width: 20 },
  { header: '英文名称', key: 'levelEsName', width: 24 },
  { header: '会费', key: 'fee', format: (value) => formatFen(Number(value)) },
  { header: '期限（月）', key: 'periodMonths' },
  { header: '状态', key: 'status', format: (value) => (value === '0' ? '正常' : '停用') },
  { header: '显示顺序', key: 'orderNum' },
];
export const exportLevels = async (db: Kysely<Database>, filter: LevelFilter) => ({
  columns: LEVEL_EXPORT_COLUMNS,
  rows: await findLevels(db, filter),
});

export async function levelDetail(db: Kysely<Database>, levelId: number) {
  return orNotFound(await findLevel(db, levelId), '会员等级不存在');
}

const levelValues = (input: LevelBody) => ({
  kind: input.kind,
  levelName: input.levelName.trim(),
  levelEsName: input.levelEsName?.trim() ?? '',
  fee: input.fee,
  periodMonths: input.periodMonths,
  benefits: input.benefits ?? '',
  benefitsEs: input.benefitsEs ?? '',
  ...(input.status ? { status: input.status } : {}),
  ...(input.orderNum !== undefined ? { orderNum: input.orderNum } : {}),
  ...(input.remark !== undefined ? { remark: input.remark } : {}),
});

export async function createLevel(db: Kysely<Database>, input: LevelBody, current: CurrentUser) {
  await levelWrites.insert(db, { ...levelValues(input), ...createdBy(current.userName) });
}

export async function updateLevel(
  db: Kysely<Database>,
  { levelId, ...input }: LevelUpdateBody,
  current: CurrentUser,
) {
  const updated = await levelWrites.update(db, levelId, {
    ...levelValues(input),
    ...updatedBy(current.userName),
  });
  if (!updated) throw notFound('会员等级不存在');
}

/** A level that applications or members refer to is kept (disable it instead). */
export async function deleteLevelsById(db: Kysely<Database>, levelIds: number[]) {
  await db.transaction().execute(async (trx) => {
    const inUse = await findLevelInUse(trx, levelIds);
    if (inUse) throw badRequest(`会员等级【${inUse}】已有申请或会员，不能删除，可改为停用`);
    await levelWrites.remove(trx, levelIds);
  });
}
