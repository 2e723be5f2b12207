import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import { replies } from '../../http/schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { DownloadQuery, UploadAnswer, UploadManyAnswer, UploadQuery } from './common.schema.js';
import {
  checkUploadRate,
  openDownload,
  receiveFiles,
  removeDownloaded,
  storeUploads,
} from './common.service.js';
import { openFileStore, sendStoredFile } from './file-store.js';
import { MAX_FILE_BYTES, MAX_FILES, type UploadKind } from './upload-rules.js';

// Uploads and downloads for logged-in users (`/common/*`).

const tags = ['common'];

const commonRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, fields: 5, fieldSize: 100, parts: 10 },
  });
  const store = openFileStore(app.config, app.db);

  /** Receives, checks, stores and records at most `limit` files of the request. */
  async function accept(request: FastifyRequest, limit: number) {
    const { userName } = requireUser(request);
    await checkUploadRate(app.db, userName);
    const received = await receiveFiles(request, limit, (request.query as { kind?: UploadKind }).kind);
    return storeUploads(app.db, store, userName, received);
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
        response: replies(UploadAnswer),
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
        response: replies(UploadManyAnswer),
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
      const deleteAfter = request.query.delete === true;
      const { file, downloadName } = await openDownload(
        app.db,
        store,
        requireUser(request),
        request.query.fileName,
        deleteAfter,
      );
      if (deleteAfter) {
        // Removed once the whole file has gone out; an aborted download keeps it.
        reply.raw.once('finish', () => {
          removeDownloaded(app.db, store, file).catch((error: unknown) =>
            request.log.error({ err: error }, 'could not delete a downloaded file'),
          );
        });
      }
      return sendStoredFile(reply, file, { asDownload: true, downloadName, cache: false });
    },
  );
};

export default commonRoutes;
