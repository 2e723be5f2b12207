import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../../db/database.js';
import { badRequest, HttpError, notFound } from '../../http/envelope.js';
import { formatTime, secondsFromNow } from '../../http/time.js';
import { cleanName, receiveFiles, UPLOADS_PER_HOUR } from '../common/common.service.js';
import { type FileStore, resolvePrivateFile, storePrivateFile } from '../common/file-store.js';
import { checkUpload, KIND_TYPES } from '../common/upload-rules.js';
import { hasPermission } from '../system/access.queries.js';
import { trailsOf, type Workflow, workflowOf } from './workflow.js';
import {
  countAttachmentsSince,
  findAttachable,
  findAttachment,
  findAttachments,
  insertAttachment,
  setRecordAttachments,
} from './workflow.queries.js';
import type { AttachmentSchema } from './workflow.schema.js';

// Private attachments (DESIGN.md §4b): checked exactly as /common/upload checks a file, kept under
// the upload store's private area (which no public path serves) and sent only to their owner and to staff who
// may read records of their kind; anyone else is told there is no such file.

type Db = Kysely<Database> | Transaction<Database>;
export type Attachment = Static<typeof AttachmentSchema>;

export const attachmentUrl = (attachmentId: number) => `/prod-api/workflow/attachment/${attachmentId}`;

const NOT_FOUND = '附件不存在';

function workflowNamed(kind: string): Workflow {
  const workflow = workflowOf(kind);
  if (!workflow) throw badRequest(`记录类型(${kind})不正确`);
  return workflow;
}

/** Receives one file for a record of `kind`, checks it, stores it privately and records it (no record yet). */
export async function acceptAttachment(
  db: Kysely<Database>,
  store: FileStore,
  request: FastifyRequest,
  owner: { userId: number },
  kind: string,
): Promise<Attachment> {
  workflowNamed(kind);
  if ((await countAttachmentsSince(db, owner.userId, secondsFromNow(-3600))) >= UPLOADS_PER_HOUR) {
    throw new HttpError(429, '上传过于频繁，请稍后再试');
  }
  const received = await receiveFiles(request, 1, undefined);
  const [file] = received.files;
  const fileType = await checkUpload(file, received.kind);
  const row = {
    kind,
    recordId: null,
    ownerId: owner.userId,
    fileName: await storePrivateFile(store, file.content, fileType),
    originalName: cleanName(file.filename),
    fileType,
    fileSize: file.content.length,
    createTime: formatTime(),
  };
  const attachmentId = await insertAttachment(db, row);
  const { originalName, fileSize, createTime } = row;
  return { attachmentId, originalName, fileType, fileSize, createTime, url: attachmentUrl(attachmentId) };
}

/** The stored file of an attachment the user may read, and the name it was uploaded with. */
export async function openAttachment(
  db: Kysely<Database>,
  store: FileStore,
  user: { userId: number; permissions: string[] },
  attachmentId: number,
) {
  const row = await findAttachment(db, attachmentId);
  const workflow = row && workflowOf(row.kind);
  const mayRead =
    row &&
    workflow &&
    (row.ownerId === user.userId || hasPermission(user.permissions, workflow.readPermission));
  if (!mayRead) throw notFound(NOT_FOUND);
  return { file: await resolvePrivateFile(store, row.fileName), downloadName: row.originalName };
}

/** The attachments of several records of one kind, by record id, as their owner and staff see them. */
export async function attachmentsOf(
  db: Db,
  workflow: Workflow,
  recordIds: number[],
): Promise<Map<number, Attachment[]>> {
  const byRecord = new Map<number, Attachment[]>(recordIds.map((id) => [id, []]));
  for (const { recordId, ...row } of await findAttachments(db, workflow.kind, recordIds)) {
    byRecord.get(recordId ?? 0)?.push({ ...row, url: attachmentUrl(row.attachmentId) });
  }
  return byRecord;
}

/** What a form says about the attachments it names: which are not the owner's to use, or not images. */
export async function attachmentProblems(
  db: Db,
  workflow: Workflow,
  ownerId: number,
  recordId: number | null,
  attachmentIds: number[],
  { images = false } = {},
): Promise<string | null> {
  const ids = [...new Set(attachmentIds)];
  const rows = await findAttachable(db, workflow.kind, ownerId, recordId, ids);
  if (rows.length !== ids.length) return '附件不存在或不属于当前用户';
  if (images && rows.some((row) => !KIND_TYPES.image.includes(row.fileType))) {
    return `请上传${KIND_TYPES.image.join('/')}格式的图片`;
  }
  return null;
}

/** Makes `attachmentIds` (already checked with attachmentProblems) the record's attachments. */
export async function linkAttachments(
  trx: Transaction<Database>,
  workflow: Workflow,
  ownerId: number,
  recordId: number,
  attachmentIds: number[],
): Promise<void> {
  const ids = [...new Set(attachmentIds)];
  const problem = await attachmentProblems(trx, workflow, ownerId, recordId, ids);
  if (problem) throw badRequest(problem);
  await setRecordAttachments(trx, workflow.kind, recordId, ids);
}

/** Each record's private files and timeline, read at once for several records of one kind. */
export async function historiesOf(db: Db, workflow: Workflow, recordIds: number[]) {
  const [files, trails] = await Promise.all([
    attachmentsOf(db, workflow, recordIds),
    trailsOf(db, workflow, recordIds),
  ]);
  return (recordId: number) => ({
    attachments: files.get(recordId) ?? [],
    trail: trails.get(recordId) ?? [],
  });
}
