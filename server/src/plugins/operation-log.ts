import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onResponseHookHandler,
  onSendHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { clientInfo } from '../http/client-info.js';
import { LOG_TEXT_LIMIT, recordOperation } from '../modules/monitor/operlog.service.js';

/** RuoYi's BusinessType, as stored in sys_oper_log.business_type. */
export const BusinessType = {
  OTHER: 0,
  INSERT: 1,
  UPDATE: 2,
  DELETE: 3,
  GRANT: 4,
  EXPORT: 5,
  IMPORT: 6,
  FORCE: 7,
  GENCODE: 8,
  CLEAN: 9,
} as const;
export type BusinessTypeCode = (typeof BusinessType)[keyof typeof BusinessType];

/** What the operation log says about a route; `false` keeps it out of the log. */
export type OperLogConfig = { title: string; businessType?: BusinessTypeCode } | false;

declare module 'fastify' {
  interface FastifyContextConfig {
    operLog?: OperLogConfig;
  }
  interface FastifyRequest {
    operLogResult?: string;
  }
}

const WRITES: Record<string, BusinessTypeCode> = {
  POST: BusinessType.INSERT,
  PUT: BusinessType.UPDATE,
  DELETE: BusinessType.DELETE,
};

/** A route's entry in the log, decided once when the route is added. */
function logOf(route: RouteOptions): OperLogConfig {
  const config = route.config ?? {};
  if (config.operLog !== undefined) return config.operLog;
  const staffOnly = typeof config.access === 'object';
  const businessType = [route.method].flat().map((method) => WRITES[method])[0];
  if (!staffOnly || businessType === undefined) return false;
  return { title: route.schema?.summary ?? route.url, businessType };
}

const isPlainObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);

/** Path, query and body parameters in one object; a body that is not an object sits under `body`. */
function paramsOf(request: FastifyRequest): Record<string, unknown> {
  const { body } = request;
  const bodyParams = body === undefined || body === null ? {} : isPlainObject(body) ? body : { body };
  return { ...(request.params as object), ...(request.query as object), ...bodyParams };
}

/**
 * Records every write to a staff-only route (and any route with an `operLog` config): who, what,
 * when, from which IP, the masked parameters, the result and how long it took.
 */
/**
 * Records every write to a staff-only route (and any route with an `operLog` config): who, what,
 * when, from which IP, the masked parameters, the result and how long it took. Only those routes
 * carry the hooks, so reads pay nothing for the log.
 */
export default fp(async function operationLog(app: FastifyInstance) {
  // Rows are written after the answer has gone out; closing the app waits for them, so a shutdown
  // (or a test's database drop) never cuts one off.
  const writing = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...writing]);
  });
  // Everything that builds the row runs inside this promise, so no failure escapes the catch below.
  async function record(request: FastifyRequest, reply: FastifyReply, log: Exclude<OperLogConfig, false>) {
    await recordOperation(app.db, {
      title: log.title,
      businessType: log.businessType ?? BusinessType.OTHER,
      method: `${request.routeOptions.method} ${request.routeOptions.url ?? ''}`,
      requestMethod: request.method,
      operName: request.currentUser?.userName ?? '',
      operUrl: request.url.split('?')[0],
      client: clientInfo(request),
      params: paramsOf(request),
      result: request.operLogResult,
      failed: reply.statusCode >= 400,
      costTime: Math.round(reply.elapsedTime),
    });
  }
  app.addHook('onRoute', (route) => {
    const log = logOf(route);
    if (!log) return;
    const keepResult: onSendHookHandler = (request, _reply, payload, done) => {
      if (typeof payload === 'string') request.operLogResult = payload.slice(0, LOG_TEXT_LIMIT);
      done(null, payload);
    };
    const writeRow: onResponseHookHandler = async (request, reply) => {
      const write = record(request, reply, log);
      writing.add(write);
      try {
        await write;
      } catch (error) {
        // The answer has gone out and must stay as it was; the missing row is reported instead.
        app.log.error({ err: error, url: request.url.split('?')[0] }, 'operation log not written');
      } finally {
        writing.delete(write);
      }
    };
    route.onSend = [...[route.onSend ?? []].flat(), keepResult];
    route.onResponse = [...[route.onResponse ?? []].flat(), writeRow];
  });
});
