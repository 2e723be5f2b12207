import fs from 'node:fs';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError, ok } from '../../http/envelope.js';
import { formatTime, secondsFromNow } from '../../http/time.js';
import { requireUser } from '../../plugins/auth.js';
import { ADMIN_ROLE_KEY } from '../system/access.queries.js';
import { DownloadQuery, UploadQuery } from './common.schema.js';
import { resolveStoredFile, sendStoredFile, storeFile } from './file-store.js';
import {
  checkUpload,
  countMessage,
  MAX_FILE_BYTES,
  MAX_FILES,
  sizeMessage,
  type UploadKind,
} from './upload-rules.js';

// Uploads and downloads (SPEC.md §7 "Uploads and download"): any logged-in user may upload (forms
// carry attachments); files are checked, stored under random names and recorded in sys_file.

const tags = ['common'];
/** Uploads per user per hour: enough for an article full of pictures, not for filling the disk. */
export const UPLOADS_PER_HOUR = 100;

interface ReceivedFile {
  filename: string;
  content: Buffer;
}

const UPLOAD_FAILURE = '上传失败';

/** The files (and the `kind` field) of a multipart request, at most `limit` files. */
async function receiveFiles(request: FastifyRequest, limit: number) {
  const files: ReceivedFile[] = [];
  const query = request.query as { kind?: UploadKind };
  let kind: string | undefined = query.kind;
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
    throw error;
  }
  if (kind !== undefined && kind !== 'image' && kind !== 'file')
    throw badRequest('kind 只能是 image 或 file');
  if (files.length === 0) throw badRequest('请选择要上传的文件');
  return { files, kind: kind as UploadKind | undefined };
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

/** The name to show for a download: the uploader's file name without folders or control characters. */
function cleanName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((char) => char >= ' ' && char !== '\u007f').join('');
  return printable.slice(-200) || 'file';
}

const commonRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, fields: 5, fieldSize: 100, parts: 10 },
  });
  const root = app.config.uploadDir;

  /** Checks every file first, so one bad file stores none; then stores and records them. */
  async function accept(request: FastifyRequest, limit: number) {
    const user = requireUser(request);
    const recent = await app.db
      .selectFrom('sysFile')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('createBy', '=', user.userName)
      .where('createTime', '>=', secondsFromNow(-3600))
      .executeTakeFirstOrThrow();
    if (Number(recent.n) >= UPLOADS_PER_HOUR) throw new HttpError(429, '上传过于频繁，请稍后再试');
    const { files, kind } = await receiveFiles(request, limit);
    const extensions: string[] = [];
    for (const file of files) extensions.push(await checkUpload(file, kind));
    const stored = [];
    for (const [index, file] of files.entries()) {
      const saved = await storeFile(root, file.content, extensions[index]);
      stored.push({
        url: `/prod-api${saved.fileName}`,
        fileName: saved.fileName,
        newFileName: saved.newFileName,
        originalFilename: cleanName(file.filename),
      });
    }
    await app.db
      .insertInto('sysFile')
      .values(
        stored.map((file, index) => ({
          fileName: file.fileName,
          originalName: file.originalFilename,
          fileType: extensions[index],
          fileSize: files[index].content.length,
          createBy: user.userName,
          createTime: formatTime(),
        })),
      )
      .execute();
    return stored;
  }

  app.post(
    '/common/upload',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '上传一个文件（multipart 字段 file；kind=image|file 限定类型）',
        consumes: ['multipart/form-data'],
        querystring: UploadQuery,
      },
    },
    async (request) => {
      const [file] = await accept(request, 1);
      return ok(file);
    },
  );

  app.post(
    '/common/upload/PLSC',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: `批量上传（至多 ${MAX_FILES} 个文件；kind=image|file 限定类型）`,
        consumes: ['multipart/form-data'],
        querystring: UploadQuery,
      },
    },
    async (request) => {
      const files = await accept(request, MAX_FILES);
      const joined = (key: keyof (typeof files)[number]) => files.map((file) => file[key]).join(',');
      return ok({
        urls: joined('url'),
        fileNames: joined('fileName'),
        newFileNames: joined('newFileName'),
        originalFilenames: joined('originalFilename'),
        data: files,
      });
    },
  );

  app.get(
    '/common/download',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '下载上传的文件（delete=true 下载后删除，仅上传者或管理员）',
        querystring: DownloadQuery,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const file = await resolveStoredFile(root, request.query.fileName);
      const record = await app.db
        .selectFrom('sysFile')
        .select(['originalName', 'createBy'])
        .where('fileName', '=', file.fileName)
        .executeTakeFirst();
      if (request.query.delete) {
        const allowed = user.roles.includes(ADMIN_ROLE_KEY) || record?.createBy === user.userName;
        if (!allowed) throw new HttpError(403, '只有上传者或管理员可以删除该文件');
        // Removed once the whole file has gone out; an aborted download keeps it.
        reply.raw.once('finish', () => {
          // The record goes first: once the file is gone, nothing refers to it.
          void app.db
            .deleteFrom('sysFile')
            .where('fileName', '=', file.fileName)
            .execute()
            .then(() => fs.promises.rm(file.absolutePath, { force: true }))
            .catch((error: unknown) =>
              request.log.error({ err: error }, 'could not delete a downloaded file'),
            );
        });
      }
      return sendStoredFile(reply, file, {
        asDownload: true,
        downloadName: record?.originalName,
        cache: false,
      });
    },
  );
};

export default commonRoutes;
