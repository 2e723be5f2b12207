import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { listReads, withFilter } from '../../db/list-query.js';
import type { CertFilter } from './certificate.schema.js';
import type { BizCertificateTable } from './workflow.table.js';

// The SQL of biz_certificate.

type Db = Kysely<Database> | Transaction<Database>;

const certificates = (db: Db) => db.selectFrom('bizCertificate').selectAll();
export type CertificateRecord = Awaited<
  ReturnType<ReturnType<typeof certificates>['executeTakeFirstOrThrow']>
>;

/** The new certificate's id, or undefined when its record already has one. */
export async function insertCertificate(db: Db, row: Insertable<BizCertificateTable>) {
  const inserted = await db
    .insertInto('bizCertificate')
    .values(row)
    .onConflict((conflict) => conflict.columns(['kind', 'recordId']).doNothing())
    .returning('certId')
    .executeTakeFirst();
  return inserted?.certId;
}

export const findCertificate = (db: Db, certId: number) =>
  certificates(db).where('certId', '=', certId).executeTakeFirst();

export const findCertificateByNo = (db: Db, certNo: string) =>
  certificates(db).where('certNo', '=', certNo).executeTakeFirst();

export const findCertificateOf = (db: Db, kind: string, recordId: number) =>
  certificates(db).where('kind', '=', kind).where('recordId', '=', recordId).executeTakeFirst();

/** The certificates of several records of one kind. */
export function findCertificatesOf(db: Db, kind: string, recordIds: number[]) {
  if (!recordIds.length) return Promise.resolve([]);
  return certificates(db).where('kind', '=', kind).where('recordId', 'in', recordIds).execute();
}

export const certificateReads = listReads((db: Db, filter: CertFilter) =>
  withFilter(certificates(db), filter, {
    contains: ['certNo', 'holderName'],
    equals: ['kind', 'status'],
  }).orderBy('certId', 'desc'),
);

/** Revokes a valid certificate; answers whether it was still valid. */
export async function revokeCertificateRow(db: Db, certId: number, reason: string, time: string) {
  const result = await db
    .updateTable('bizCertificate')
    .set({ status: '1', revokeReason: reason, revokeTime: time })
    .where('certId', '=', certId)
    .where('status', '=', '0')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
