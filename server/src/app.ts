import compress from '@fastify/compress';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import jsonBody from './http/json-body.js';
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD } from './http/packed-answer.js';
import { numberLimits } from './http/number-limits.js';
import activityRoutes from './modules/activity/activity.routes.js';
import evaluateRoutes from './modules/evaluate/evaluate.routes.js';
import declareRoutes from './modules/declare/declare.routes.js';
import certificateRoutes from './modules/workflow/certificate.routes.js';
import authRoutes from './modules/auth/auth.routes.js';
import commonRoutes from './modules/common/common.routes.js';
import profileFilesRoutes from './modules/common/profile-files.routes.js';
import contentRoutes from './modules/content/content.routes.js';
import memberRoutes from './modules/member/member.routes.js';
import monitorRoutes from './modules/monitor/monitor.routes.js';
import sitePagesRoutes from './modules/content/pages.routes.js';
import configRoutes from './modules/system/config.routes.js';
import dictRoutes from './modules/system/dict.routes.js';
import systemRoutes from './modules/system/system.routes.js';
import attachmentRoutes from './modules/workflow/attachment.routes.js';
import auth from './plugins/auth.js';
import { AccessLog } from './plugins/access-log.js';
import context, { type AppContext } from './plugins/context.js';
import errors, { clientErrors, frameworkErrors, unknownPath } from './plugins/errors.js';
import operationLog from './plugins/operation-log.js';
import rateLimit from './plugins/rate-limit.js';
import securityHeaders, { answersData } from './plugins/security-headers.js';
import spa from './plugins/spa.js';
import swagger from './plugins/swagger.js';

export interface BuildAppOptions extends AppContext {
  logger?: FastifyBaseLogger;
}

/** Builds the whole application without listening, so tests can `inject` requests. */
export async function buildApp({ logger, ...appContext }: BuildAppOptions) {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    trustProxy: appContext.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A HEAD twin of every JSON GET would compile each reply serializer twice (about 35 MB of the
    // server's resident memory); pages and files, which link checkers probe, opt back in (plugins/spa.ts).
    exposeHeadRoutes: false,
    logController: new AccessLog(),
    frameworkErrors,
    clientErrorHandler: clientErrors,
    // Fastify's Ajv already carries ajv-formats; verbose gives error messages the field's title.
    ajv: {
      customOptions: { coerceTypes: 'array', removeAdditional: true, allErrors: false, verbose: true },
      plugins: [numberLimits],
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(context, appContext);
  await app.register(securityHeaders);
  await app.register(jsonBody);
  // Text answers (pages, scripts, JSON) go out compressed; cached reads bring their own (read-route.ts).
  // No client of ours sends a compressed body, so no route carries the decompressing hook: each
  // request paid for it, and it would let one small request inflate into a large body.
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    brotliOptions: BROTLI_OPTIONS,
    globalDecompression: false,
  });
  await app.register(errors);
  await app.register(swagger);

  await app.register(
    async (api) => {
      answersData(api);
      await api.register(rateLimit);
      await api.register(auth);
      await api.register(operationLog);
      await api.register(authRoutes);
      await api.register(systemRoutes);
      await api.register(configRoutes);
      await api.register(dictRoutes);
      await api.register(monitorRoutes);
      await api.register(contentRoutes);
      await api.register(commonRoutes);
      await api.register(profileFilesRoutes);
      await api.register(attachmentRoutes);
      await api.register(memberRoutes);
      await api.register(activityRoutes);
      await api.register(evaluateRoutes);
      await api.register(certificateRoutes);
      await api.register(declareRoutes);
      await api.register(import('./modules/dashboard/dashboard.routes.js'));
      await api.register(import('./modules/tool/gen.routes.js'));
      // Unknown API paths answer JSON, not the SPA's index.html; answered rather than thrown, as
      // Fastify's error path was a quarter of what such a 404 cost. Too short to compress.
      api.all(
        '/*',
        { schema: { hide: true }, config: { access: 'public' }, compress: false },
        (request, reply) => {
          reply.code(404).send(unknownPath(request));
        },
      );
    },
    { prefix: '/prod-api' },
  );

  await app.register(sitePagesRoutes);
  await app.register(profileFilesRoutes);
  if (appContext.config.webDist) await app.register(spa, { root: appContext.config.webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
