import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { badRequest, HttpError } from '../../http/envelope.js';
import { secondsFromNow } from '../../http/time.js';
import { ADMIN_ROLE_KEY } from '../system/access.queries.js';
import { countUploadsSince, deleteFileRecord, findFileRecord, insertFiles } from './common.queries.js';
import type { UploadedFile } from './common.schema.js';
import {
  deleteStoredFile,
  type FileStore,
  type ResolvedFile,
  resolveStoredFile,
  storeFile,
} from './file-store.js';
import { checkUpload, countMessage, sizeMessage, type UploadKind } from './upload-rules.js';
import { createdBy } from '../../http/audit-stamp.js';

// Uploads and downloads (SPEC.md §7 "Uploads and download"): any logged-in user may upload (forms
// carry attachments); files are checked, stored under random names and recorded in sys_file.

/** Uploads per user per hour: enough for an article full of pictures, not for filling the disk. */
export const UPLOADS_PER_HOUR = 100;

const UPLOAD_FAILURE = '上传失败';
/** A body cut off before its closing boundary, or shorter than its Content-Length said. */
export const INCOMPLETE_UPLOAD = '上传内容不完整，请重新上传';

interface ReceivedFile {
  filename: string;
  content: Buffer;
}

export async function checkUploadRate(db: Kysely<Database>, userName: string): Promise<void> {
  if ((await countUploadsSince(db, userName, secondsFromNow(-3600))) >= UPLOADS_PER_HOUR) {
    throw new HttpError(429, '上传过于频繁，请稍后再试');
  }
}

async function readPart(part: MultipartFile, kind: UploadKind | undefined): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw badRequest(sizeMessage(part.filename, kind));
    }
    throw error;
  }
}

/** The files (and the `kind` field, else the query's) of a multipart request, at most `limit` files. */
export async function receiveFiles(
  request: FastifyRequest,
  limit: number,
  queryKind: UploadKind | undefined,
) {
  const files: ReceivedFile[] = [];
  let kind: string | undefined = queryKind;
  try {
    for await (const part of request.parts({ limits: { files: limit } })) {
      if (part.type === 'field') {
        if (part.fieldname === 'kind') kind = String(part.value);
        continue;
      }
      files.push({ filename: part.filename, content: await readPart(part, kind as UploadKind) });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw badRequest(countMessage(limit));
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest('请选择要上传的文件');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest(UPLOAD_FAILURE);
    // Nothing but the request body is read here, so any other failure is the client's: a form
    // that ends before its closing boundary ("Unexpected end of form") or a connection that
    // closed before Content-Length bytes came ("aborted").
    request.log.info({ err: error }, 'incomplete upload');
    throw badRequest(INCOMPLETE_UPLOAD);
  }
  if (kind !== undefined && kind !== 'image' && kind !== 'file')
    throw badRequest('kind 只能是 image 或 file');
  if (files.length === 0) throw badRequest('请选择要上传的文件');
  return { files, kind: kind as UploadKind | undefined };
}

/** The name to show for a download: the uploader's file name without folders or control characters. */
export function cleanName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((char) => char >= ' ' && char !== '\u007f').join('');
  return printable.slice(-200) || 'file';
}

/** Checks every file first, so one bad file stores none; then stores and records them. */
export async function storeUploads(
  db: Kysely<Database>,
  store: FileStore,
  userName: string,
  { files, kind }: { files: ReceivedFile[]; kind: UploadKind | undefined },
): Promise<UploadedFile[]> {
  const extensions: string[] = [];
  for (const file of files) extensions.push(await checkUpload(file, kind));
  const stored: UploadedFile[] = [];
  for (const [index, file] of files.entries()) {
    const saved = await storeFile(store, file.content, extensions[index]);
    stored.push({
      url: `/prod-api${saved.fileName}`,
      fileName: saved.fileName,
      newFileName: saved.newFileName,
      originalFilename: cleanName(file.filename),
    });
  }
  await insertFiles(
    db,
    stored.map((file, index) => ({
      fileName: file.fileName,
      originalName: file.originalFilename,
      fileType: extensions[index],
      fileSize: files[index].content.length,
      ...createdBy(userName),
    })),
  );
  return stored;
}

/**
 * The stored file `fileName` names and the name it was uploaded with; deleting it after the
 * download is for its uploader or an administrator only.
 */
export async function openDownload(
  db: Kysely<Database>,
  store: FileStore,
  user: { userName: string; roles: string[] },
  fileName: string,
  deleteAfter: boolean,
) {
  const file = await resolveStoredFile(store, fileName);
  const record = await findFileRecord(db, file.fileName);
  if (deleteAfter && !(user.roles.includes(ADMIN_ROLE_KEY) || record?.createBy === user.userName)) {
    throw new HttpError(403, '只有上传者或管理员可以删除该文件');
  }
  return { file, downloadName: record?.originalName };
}

/** Removes a downloaded file: the record goes first, so once the file is gone nothing refers to it. */
export async function removeDownloaded(
  db: Kysely<Database>,
  store: FileStore,
  file: ResolvedFile,
): Promise<void> {
  await deleteFileRecord(db, file.fileName);
  await deleteStoredFile(store, file);
}
