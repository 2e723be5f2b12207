import { listReads, withFilter } from '../../db/list-query.js';
import { rowByKey } from '../../db/query-kit.js';
import type { Db } from '../../db/row-writes.js';
import { nameOfOneReferred, recordWrites } from '../workflow/record.queries.js';

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
  const query = db.selectFrom('memberLevel').select(LEVEL_COLUMNS);
  return withFilter(query, filter, { contains: ['levelName'], equals: ['kind', 'status'] })
    .orderBy('kind', 'desc')
    .orderBy('orderNum')
    .orderBy('levelId');
}

export const { page: findLevelPage, all: findLevels } = listReads(levelRows);

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

export const findLevel = rowByKey('memberLevel', 'levelId', LEVEL_COLUMNS);

export const levelWrites = recordWrites('memberLevel', 'levelId');

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
