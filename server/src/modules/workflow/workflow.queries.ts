import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { countWrittenSince } from '../../db/query-kit.js';
import type { BizAttachmentTable, BizTrailTable } from './workflow.table.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The next number under `seqKey`: one atomic upsert, so racing issuers never share one. */
export async function nextSequence(db: Db, seqKey: string): Promise<number> {
  const row = await db
    .insertInto('bizSequence')
    .values({ seqKey, lastNo: 1 })
    .onConflict((conflict) =>
      conflict.column('seqKey').doUpdateSet((eb) => ({ lastNo: eb('bizSequence.lastNo', '+', 1) })),
    )
    .returning('lastNo')
    .executeTakeFirstOrThrow();
  return row.lastNo;
}

export async function insertTrail(db: Db, entry: Insertable<BizTrailTable>): Promise<void> {
  await db.insertInto('bizTrail').values(entry).execute();
}

/** The trails of several records of one kind, oldest change first. */
export function findTrails(db: Db, kind: string, recordIds: number[]) {
  if (!recordIds.length) return Promise.resolve([]);
  return db
    .selectFrom('bizTrail')
    .select(['recordId', 'fromStatus', 'toStatus', 'action', 'actorName', 'comment', 'createTime'])
    .where('kind', '=', kind)
    .where('recordId', 'in', recordIds)
    .orderBy('trailId')
    .execute();
}

export async function insertAttachment(db: Db, row: Insertable<BizAttachmentTable>): Promise<number> {
  const inserted = await db
    .insertInto('bizAttachment')
    .values(row)
    .returning('attachmentId')
    .executeTakeFirstOrThrow();
  return inserted.attachmentId;
}

export function findAttachment(db: Db, attachmentId: number) {
  return db
    .selectFrom('bizAttachment')
    .selectAll()
    .where('attachmentId', '=', attachmentId)
    .executeTakeFirst();
}

/** Attachments of several records of one kind, in upload order. */
export function findAttachments(db: Db, kind: string, recordIds: number[]) {
  if (!recordIds.length) return Promise.resolve([]);
  return db
    .selectFrom('bizAttachment')
    .select(['attachmentId', 'recordId', 'originalName', 'fileType', 'fileSize', 'createTime'])
    .where('kind', '=', kind)
    .where('recordId', 'in', recordIds)
    .orderBy('attachmentId')
    .execute();
}

/** Of `attachmentIds`, those the owner uploaded for `kind` that belong to no record or to `recordId`. */
export function findAttachable(
  db: Db,
  kind: string,
  ownerId: number,
  recordId: number | null,
  attachmentIds: number[],
) {
  if (!attachmentIds.length) return Promise.resolve([]);
  return db
    .selectFrom('bizAttachment')
    .select(['attachmentId', 'fileType'])
    .where('kind', '=', kind)
    .where('ownerId', '=', ownerId)
    .where('attachmentId', 'in', attachmentIds)
    .where((eb) =>
      recordId === null
        ? eb('recordId', 'is', null)
        : eb.or([eb('recordId', 'is', null), eb('recordId', '=', recordId)]),
    )
    .execute();
}

/** Makes `attachmentIds` the record's attachments: those given are linked, others of the record unlinked. */
export async function setRecordAttachments(
  db: Db,
  kind: string,
  recordId: number,
  attachmentIds: number[],
): Promise<void> {
  let unlink = db
    .updateTable('bizAttachment')
    .set({ recordId: null })
    .where('kind', '=', kind)
    .where('recordId', '=', recordId);
  if (attachmentIds.length) unlink = unlink.where('attachmentId', 'not in', attachmentIds);
  await unlink.execute();
  if (attachmentIds.length) {
    await db
      .updateTable('bizAttachment')
      .set({ recordId })
      .where('attachmentId', 'in', attachmentIds)
      .execute();
  }
}

/** Uploads of one person since `since` (the private-upload rate). */
export const countAttachmentsSince = (db: Db, ownerId: number, since: string) =>
  countWrittenSince(db, 'bizAttachment', 'ownerId', ownerId, since);
