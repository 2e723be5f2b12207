import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import { containsText } from '../../db/contains-text.js';
import type { Database } from '../../db/database.js';
import { exportRows, tablePage } from '../../db/list-query.js';
import type { Paging } from '../../http/schemas.js';
import type { MemberKind, MemberLevelTable } from './member.table.js';

type Db = Kysely<Database> | Transaction<Database>;

const PUBLIC_COLUMNS = [
  'levelId',
  'kind',
  'levelName',
  'levelEsName',
  'fee',
  'periodMonths',
  'benefits',
  'benefitsEs',
] as const;
const LEVEL_COLUMNS = [
  ...PUBLIC_COLUMNS,
  'status',
  'orderNum',
  'createBy',
  'createTime',
  'updateBy',
  'updateTime',
  'remark',
] as const;

export interface LevelFilter {
  kind?: string;
  levelName?: string;
  status?: string;
}

function levelRows(db: Db, filter: LevelFilter) {
  let query = db.selectFrom('memberLevel').select(LEVEL_COLUMNS);
  if (filter.kind) query = query.where('kind', '=', filter.kind as MemberKind);
  if (filter.levelName) query = query.where(containsText('levelName', filter.levelName));
  if (filter.status) query = query.where('status', '=', filter.status as '0' | '1');
  return query.orderBy('kind', 'desc').orderBy('orderNum').orderBy('levelId');
}

export const findLevelPage = (db: Db, filter: LevelFilter, paging: Paging) =>
  tablePage(levelRows(db, filter), paging);

export const findLevels = (db: Db, filter: LevelFilter) => exportRows(levelRows(db, filter));

/** The levels offered, personal ones first, in display order. */
export function findEnabledLevels(db: Db) {
  return db
    .selectFrom('memberLevel')
    .select(PUBLIC_COLUMNS)
    .where('status', '=', '0')
    .orderBy('kind', 'desc')
    .orderBy('orderNum')
    .orderBy('levelId')
    .execute();
}

export function findLevel(db: Db, levelId: number) {
  return db.selectFrom('memberLevel').select(LEVEL_COLUMNS).where('levelId', '=', levelId).executeTakeFirst();
}

export async function insertLevel(db: Db, values: Insertable<MemberLevelTable>): Promise<void> {
  await db.insertInto('memberLevel').values(values).execute();
}

export async function updateLevelRow(db: Db, levelId: number, values: Updateable<MemberLevelTable>) {
  const result = await db
    .updateTable('memberLevel')
    .set(values)
    .where('levelId', '=', levelId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Of `levelIds`, a level some application or member still refers to. */
export async function findLevelInUse(db: Db, levelIds: number[]) {
  const applied = await db
    .selectFrom('memberApply as a')
    .innerJoin('memberLevel as l', 'l.levelId', 'a.levelId')
    .select('l.levelName')
    .where('a.levelId', 'in', levelIds)
    .executeTakeFirst();
  if (applied) return applied.levelName;
  const held = await db
    .selectFrom('memberVip as m')
    .innerJoin('memberLevel as l', 'l.levelId', 'm.levelId')
    .select('l.levelName')
    .where('m.levelId', 'in', levelIds)
    .executeTakeFirst();
  return held?.levelName;
}

export async function deleteLevels(db: Db, levelIds: number[]): Promise<void> {
  await db.deleteFrom('memberLevel').where('levelId', 'in', levelIds).execute();
}
