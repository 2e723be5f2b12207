import type { FastifyInstance, FastifyRequest } from 'fastify';
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
    operLogStart?: number;
    operLogResult?: string;
  }
}

const WRITES: Record<string, BusinessTypeCode> = {
  POST: BusinessType.INSERT,
  PUT: BusinessType.UPDATE,
  DELETE: BusinessType.DELETE,
};

function shouldLog(request: FastifyRequest): OperLogConfig {
  const config = request.routeOptions.config;
  if (config.operLog !== undefined) return config.operLog;
  const access = config.access;
  const staffOnly = typeof access === 'object';
  const businessType = WRITES[request.method];
  if (!staffOnly || businessType === undefined) return false;
  return { title: request.routeOptions.schema?.summary ?? request.routeOptions.url ?? '', businessType };
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
export default fp(async function operationLog(app: FastifyInstance) {
  // Rows are written after the answer has gone out; closing the app waits for them, so a shutdown
  // (or a test's database drop) never cuts one off.
  const writing = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...writing]);
  });
  // Everything that builds the row runs inside this promise, so no failure escapes the catch below.
  async function record(request: FastifyRequest, statusCode: number, log: Exclude<OperLogConfig, false>) {
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
      failed: statusCode >= 400,
      costTime: Math.round(performance.now() - (request.operLogStart ?? performance.now())),
    });
  }
  app.addHook('onRequest', async (request) => {
    request.operLogStart = performance.now();
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (typeof payload === 'string') request.operLogResult = payload.slice(0, LOG_TEXT_LIMIT);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const log = shouldLog(request);
    if (!log) return;
    const write = record(request, reply.statusCode, log);
    writing.add(write);
    try {
      await write;
    } catch (error) {
      // The answer has gone out and must stay as it was; the missing row is reported instead.
      app.log.error({ err: error, url: request.url.split('?')[0] }, 'operation log not written');
    } finally {
      writing.delete(write);
    }
  });
});
