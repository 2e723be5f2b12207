import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Db } from '../../db/row-writes.js';
import { createdBy, updatedBy } from '../../http/audit-stamp.js';
import { badRequest, notFound, orNotFound } from '../../http/envelope.js';
import type { ExcelColumn } from '../../http/excel.js';
import { type Paging, pagingOf } from '../../http/schemas.js';
import type { CurrentUser } from '../../plugins/auth.js';

// What staff publish for people to apply to — an event (活动), a call for declarations (申报通知), an
// evaluation programme (评价项目) — is kept alike: a list and an export of its rows with their counts
// of what people sent, one row, an add and an edit under the form's rules, and a delete refused once
// anyone has applied (staff close it instead). Each kind describes itself once; this is its service.

/** One kind of offering. */
export interface OfferingKind<K extends string, Rec, Row, Body, Values, Filter> {
  /** What staff call one (申报通知): a missing one answers `申报通知不存在`, its export sheet has this name. */
  name: string;
  /** What people send to one (申报, 申请, 报名), as a refused delete says it. */
  applied: string;
  /** The staff list's reads and one record by id; these, `writes` and `inUse` are its offeringQueries. */
  reads: {
    page: (db: Db, filter: Filter, paging: Paging) => Promise<{ rows: Rec[]; total: number }>;
    all: (db: Db, filter: Filter) => Promise<Rec[]>;
  };
  find: (db: Db, id: number) => Promise<Rec | undefined>;
  /** A record as staff see it (its counts as numbers, whether it is open now). */
  rowOf: (record: Rec) => Row;
  /** The export's columns; the id's column names the id (申报编号) in paths and answers. */
  columns: ExcelColumn<Row>[];
  /** The row's columns from a form, once the form's rules beyond its schema hold. */
  values: (input: Body, db: Kysely<Database>) => Values | Promise<Values>;
  writes: {
    idColumn: K;
    insert: (db: Db, values: Values & ReturnType<typeof createdBy>) => Promise<number>;
    update: (db: Db, id: number, values: Values & ReturnType<typeof updatedBy>) => Promise<boolean>;
    remove: (db: Db, ids: number[]) => Promise<unknown>;
  };
  /** Of `ids`, the name of one that people have applied to, and why it stays (`“…”已有申报，不能删除…`). */
  inUse: (db: Db, ids: number[]) => Promise<string | undefined>;
  kept: (name: string) => string;
}

/** The staff service of one kind of offering. */
export function offering<K extends string, Rec, Row, Body, Values, Filter>(
  kind: OfferingKind<K, Rec, Row, Body, Values, Filter>,
) {
  const { reads, writes } = kind;
  // One argument only: a kind's rowOf may take a second (the time it is judged at).
  const rowOf = (record: Rec) => kind.rowOf(record);
  const idColumn = kind.columns.find((column) => column.key === (writes.idColumn as string));
  if (!idColumn) throw new Error(`${kind.name}: no export column shows ${writes.idColumn}`);
  /** The row id in paths (`/:callId`) and in the add's answer, titled as its export column. */
  const id = { name: writes.idColumn, title: idColumn.header };
  const missing = `${kind.name}不存在`;
  const recordOf = async (db: Db, recordId: number) => orNotFound(await kind.find(db, recordId), missing);
  return {
    kind,
    id,
    missing,
    recordOf,

    async list(db: Kysely<Database>, query: Filter & { pageNum?: number; pageSize?: number }) {
      const page = await reads.page(db, query, pagingOf(query));
      return { ...page, rows: page.rows.map(rowOf) };
    },

    async export(db: Kysely<Database>, filter: Filter) {
      return { columns: kind.columns, rows: (await reads.all(db, filter)).map(rowOf) };
    },

    async detail(db: Kysely<Database>, recordId: number) {
      return rowOf(await recordOf(db, recordId));
    },

    /** Adds one; answers its id (`{callId: 3}`). */
    async create(db: Kysely<Database>, input: Body, current: CurrentUser) {
      const values = await kind.values(input, db);
      const created = await writes.insert(db, { ...values, ...createdBy(current.userName) });
      return { [id.name]: created } as Record<K, number>;
    },

    async update(db: Kysely<Database>, input: Body & Record<K, number>, current: CurrentUser) {
      const values = await kind.values(input, db);
      const saved = await writes.update(db, input[id.name], { ...values, ...updatedBy(current.userName) });
      if (!saved) throw notFound(missing);
    },

    /** Deletes unless anyone has applied to one of them. */
    async remove(db: Kysely<Database>, ids: number[]) {
      await db.transaction().execute(async (trx) => {
        const used = await kind.inUse(trx, ids);
        if (used) throw badRequest(kind.kept(used));
        await writes.remove(trx, ids);
      });
    },
  };
}
