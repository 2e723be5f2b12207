import { containsText } from '../../db/contains-text.js';
import { exportRows, tablePage } from '../../db/list-query.js';
import type { Db } from '../../db/row-writes.js';
import type { Paging } from '../../http/schemas.js';
import { nameOfOneReferred, recordWrites } from '../workflow/record.queries.js';
import type { MemberKind } from './member.table.js';

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

export const {
  insert: insertLevel,
  update: updateLevelRow,
  remove: deleteLevels,
} = recordWrites('memberLevel', 'levelId');

/** Of `levelIds`, a level some application or member still refers to. */
export async function findLevelInUse(db: Db, levelIds: number[]) {
  const referred = (child: 'memberApply' | 'memberVip') =>
    nameOfOneReferred(
      db,
      { child, parent: 'memberLevel', key: 'levelId', nameColumn: 'levelName' },
      levelIds,
    );
  return (await referred('memberApply')) ?? referred('memberVip');
}
