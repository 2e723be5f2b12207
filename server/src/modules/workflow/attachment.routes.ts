import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { okData } from '../../http/envelope.js';
import { replies } from '../../http/schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { openFileStore, sendStoredFile } from '../common/file-store.js';
import { MAX_FILE_BYTES } from '../common/upload-rules.js';
import { AttachmentAnswer, AttachmentParams, AttachmentQuery } from './attachment.schema.js';
import { acceptAttachment, openAttachment } from './attachment.service.js';

// Private attachments of business records (`/workflow/attachment`), for logged-in users.

const tags = ['workflow'];

const attachmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5, fieldSize: 100, parts: 6 },
  });
  const store = openFileStore(app.config, app.db);

  app.post(
    '/workflow/attachment',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '上传业务记录的私有附件（multipart 字段 file；kind 为记录类型）',
        consumes: ['multipart/form-data'],
        querystring: AttachmentQuery,
        response: replies(AttachmentAnswer),
      },
    },
    async (request) =>
      okData(await acceptAttachment(app.db, store, request, requireUser(request), request.query.kind)),
  );

  app.get(
    '/workflow/attachment/:attachmentId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '读取私有附件（仅上传者与有该类记录查看权限的工作人员）',
        params: AttachmentParams,
      },
    },
    async (request, reply) => {
      const { file, downloadName } = await openAttachment(
        app.db,
        store,
        requireUser(request),
        request.params.attachmentId,
      );
      return sendStoredFile(reply, file, { asDownload: false, downloadName, cache: false });
    },
  );
};

export default attachmentRoutes;
