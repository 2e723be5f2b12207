import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ProfileFileParams } from './common.schema.js';
import { openFileStore, PUBLIC_PREFIX, resolveStoredFile, sendStoredFile } from './file-store.js';

/**
 * Uploaded files by their public path, for everyone (article images, covers, the QR code): at
 * /profile/** and, as the SPA asks for them (SPEC.md §9 image path prefix), /prod-api/profile/**.
 */
const profileFilesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const store = openFileStore(app.config, app.db);
  app.get(
    '/profile/*',
    {
      config: { access: 'public' },
      schema: {
        tags: ['common'],
        summary: '上传的文件（图片内联显示，其它文件下载）',
        params: ProfileFileParams,
      },
    },
    async (request, reply) => {
      const file = await resolveStoredFile(store, PUBLIC_PREFIX + request.params['*']);
      return sendStoredFile(reply, file, { asDownload: false, cache: true });
    },
  );
};

export default profileFilesRoutes;
