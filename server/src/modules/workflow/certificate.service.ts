import dayjs from 'dayjs';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { notFound, orNotFound } from '../../http/envelope.js';
import type { ExcelColumn } from '../../http/excel.js';
import { pagingOf } from '../../http/schemas.js';
import { formatTime } from '../../http/time.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { maskName } from '../member/member.rules.js';
import { hasPermission } from '../system/access.queries.js';
import { configValue } from '../system/config.service.js';
import {
  type CertificateRecord,
  certificateReads,
  findCertificate,
  findCertificateByNo,
  findCertificateOf,
  insertCertificate,
  revokeCertificateRow,
} from './certificate.queries.js';
import type { CertFilter, CertificateView, CertKind, CertRow, RevokeBody } from './certificate.schema.js';
import { nextNumber } from './numbering.js';
import { type Actor, defineWorkflow, runTransition } from './workflow.js';

// Certificates, written once for every kind: numbered under concurrency (PJ for an evaluation, PX
// for a training, + year + sequence), printed by their holder with a QR code of the public
// verification page, revoked by staff with a reason (a workflow transition, so it is on the trail).

const NOT_FOUND = '未查到该证书';

export const certificateFlow = defineWorkflow({
  kind: 'biz_certificate',
  states: { '0': '有效', '1': '已撤销' },
  actions: {
    revoke: {
      label: '撤销证书',
      from: ['0'],
      to: '1',
      by: { permission: 'evaluate:cert:revoke' },
      commentRequired: true,
    },
  },
  readPermission: 'evaluate:cert:query',
  missing: NOT_FOUND,
});

const PREFIX: Record<CertKind, string> = { evaluation: 'PJ', training: 'PX' };

export interface CertificateGrant {
  kind: CertKind;
  recordId: number;
  userId: number;
  holderName: string;
  title: string;
  titleEs: string;
  level?: string;
  hours?: number;
  issueDate: string;
  validTo?: string;
}

/**
 * The record's certificate, issued now if it has none. Inside `trx` the number and the row are
 * one step; two racing issuers for one record end with one certificate (the loser's number is
 * skipped, never shared).
 */
export async function issueCertificate(trx: Transaction<Database>, grant: CertificateGrant) {
  const existing = await findCertificateOf(trx, grant.kind, grant.recordId);
  if (existing) return existing;
  const certNo = await nextNumber(trx, PREFIX[grant.kind], Number(grant.issueDate.slice(0, 4)));
  await insertCertificate(trx, { ...grant, certNo, status: '0', createTime: formatTime() });
  return (await findCertificateOf(trx, grant.kind, grant.recordId))!;
}

/**
 * The record's certificate, issued in a transaction of its own the first time (a training's
 * certificate, when it is first opened); later views only read it.
 */
export async function ensureCertificate(db: Kysely<Database>, grant: CertificateGrant) {
  return (
    (await findCertificateOf(db, grant.kind, grant.recordId)) ??
    db.transaction().execute((trx) => issueCertificate(trx, grant))
  );
}

/** The public page the printed QR code opens. */
export const verifyUrl = (origin: string, certNo: string) =>
  `${origin}/evaluate/verify?certNo=${encodeURIComponent(certNo)}`;

/** Certificates as their holder prints them. */
export async function certificateViews(
  db: Kysely<Database>,
  rows: CertificateRecord[],
  origin: string,
): Promise<CertificateView[]> {
  const issuer = rows.length ? await configValue(db, 'site.name') : '';
  return rows.map(({ userId: _userId, recordId: _recordId, createTime: _createTime, ...row }) => ({
    ...row,
    issuer,
    verifyUrl: verifyUrl(origin, row.certNo),
  }));
}

/** One certificate for its holder (or staff who may read certificates); anyone else: not found. */
export async function certificateFor(
  db: Kysely<Database>,
  user: CurrentUser,
  certId: number,
  origin: string,
) {
  const row = await findCertificate(db, certId);
  if (
    !row ||
    (row.userId !== user.userId && !hasPermission(user.permissions, certificateFlow.readPermission))
  ) {
    throw notFound(NOT_FOUND);
  }
  return (await certificateViews(db, [row], origin))[0];
}

/**
 * The public check of a printed certificate: by its number, and the holder's name when given. The
 * answer masks the name; a wrong name is the same "not found" as a wrong number.
 */
export async function verifyCertificate(
  db: Kysely<Database>,
  { certNo, name }: { certNo: string; name?: string },
  today = dayjs().format('YYYY-MM-DD'),
) {
  const row = await findCertificateByNo(db, certNo.trim().toUpperCase());
  if (!row || (name?.trim() && name.trim() !== row.holderName)) throw notFound(NOT_FOUND);
  const status: 'valid' | 'revoked' | 'expired' =
    row.status === '1' ? 'revoked' : row.validTo && row.validTo < today ? 'expired' : 'valid';
  return {
    certNo: row.certNo,
    kind: row.kind,
    name: maskName(row.holderName, 'personal'),
    programName: row.title,
    level: row.level,
    hours: row.hours,
    issueDate: row.issueDate,
    validTo: row.validTo,
    status,
    revokeTime: row.revokeTime,
  };
}

// ---- staff ----

const KIND_LABELS: Record<string, string> = { evaluation: '能力评价证书', training: '培训学时证明' };

const CERT_COLUMNS: ExcelColumn<CertRow>[] = [
  { header: '证书编号', key: 'certNo', width: 18 },
  { header: '证书类型', key: 'kind', format: (value) => KIND_LABELS[String(value)] ?? String(value) },
  { header: '持证人', key: 'holderName' },
  { header: '项目', key: 'title', width: 30 },
  { header: '等级', key: 'level' },
  { header: '学时', key: 'hours' },
  { header: '颁发日期', key: 'issueDate', width: 12 },
  { header: '有效期至', key: 'validTo', width: 12, format: (value) => String(value || '长期') },
  { header: '状态', key: 'status', format: (value) => certificateFlow.states[value as '0' | '1'] ?? '' },
  { header: '撤销原因', key: 'revokeReason', width: 30 },
];

export async function listCertificates(
  db: Kysely<Database>,
  query: CertFilter & Parameters<typeof pagingOf>[0],
  origin: string,
) {
  const page = await certificateReads.page(db, query, pagingOf(query));
  return { ...page, rows: await staffRows(db, page.rows, origin) };
}

export async function exportCertificates(db: Kysely<Database>, filter: CertFilter, origin: string) {
  return { columns: CERT_COLUMNS, rows: await staffRows(db, await certificateReads.all(db, filter), origin) };
}

async function staffRows(
  db: Kysely<Database>,
  rows: CertificateRecord[],
  origin: string,
): Promise<CertRow[]> {
  const views = await certificateViews(db, rows, origin);
  return rows.map((row, index) => ({
    ...views[index],
    userId: row.userId,
    recordId: row.recordId,
    createTime: row.createTime,
  }));
}

/** Revokes a valid certificate with the reason, on its trail. */
export async function revokeCertificate(db: Kysely<Database>, body: RevokeBody, actor: Actor) {
  const row = orNotFound(await findCertificate(db, body.certId), NOT_FOUND);
  await runTransition(db, certificateFlow, {
    record: { id: row.certId, status: row.status, ownerId: row.userId },
    action: 'revoke',
    actor,
    comment: body.reason,
    apply: (trx) => revokeCertificateRow(trx, row.certId, body.reason.trim(), formatTime()),
  });
}
