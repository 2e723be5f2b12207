import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { clientInfo } from '../http/client-info.js';
import { formatTime } from '../http/time.js';

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

const LIMIT = 2000;
const SECRET_KEYS = /pass(word)?|token|secret|code$/i;
const WRITES: Record<string, BusinessTypeCode> = {
  POST: BusinessType.INSERT,
  PUT: BusinessType.UPDATE,
  DELETE: BusinessType.DELETE,
};

/** Request parameters as the log shows them: passwords and codes masked, at most 2000 characters. */
export function maskedParams(value: unknown): string {
  const text = JSON.stringify(value ?? {}, (key, v) => (key && SECRET_KEYS.test(key) ? '******' : v));
  return (text ?? '').slice(0, LIMIT);
}

function shouldLog(request: FastifyRequest): OperLogConfig {
  const config = request.routeOptions.config;
  if (config.operLog !== undefined) return config.operLog;
  const access = config.access;
  const staffOnly = typeof access === 'object';
  const businessType = WRITES[request.method];
  if (!staffOnly || businessType === undefined) return false;
  return { title: request.routeOptions.schema?.summary ?? request.routeOptions.url ?? '', businessType };
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
  app.addHook('onRequest', async (request) => {
    request.operLogStart = performance.now();
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (typeof payload === 'string') request.operLogResult = payload.slice(0, LIMIT);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const log = shouldLog(request);
    if (!log) return;
    const failed = reply.statusCode >= 400;
    let errorMsg = '';
    if (failed && request.operLogResult) {
      try {
        errorMsg = String((JSON.parse(request.operLogResult) as { msg?: string }).msg ?? '');
      } catch {
        errorMsg = request.operLogResult;
      }
    }
    const client = clientInfo(request);
    const write = app.db
      .insertInto('sysOperLog')
      .values({
        title: log.title.slice(0, 50),
        businessType: log.businessType ?? BusinessType.OTHER,
        method: `${request.routeOptions.method} ${request.routeOptions.url ?? ''}`.slice(0, 200),
        requestMethod: request.method,
        operatorType: 1,
        operName: request.currentUser?.userName ?? '',
        operUrl: request.url.split('?')[0].slice(0, 255),
        operIp: client.ipaddr,
        operLocation: client.loginLocation,
        operParam: maskedParams({
          ...(request.params as object),
          ...(request.query as object),
          ...(request.body as object),
        }),
        jsonResult: failed ? '' : (request.operLogResult ?? ''),
        status: failed ? 1 : 0,
        errorMsg: errorMsg.slice(0, LIMIT),
        operTime: formatTime(),
        costTime: Math.round(performance.now() - (request.operLogStart ?? performance.now())),
      })
      .execute();
    writing.add(write);
    try {
      await write;
    } catch (error) {
      // The answer has gone out; a log that cannot be written must not turn it into a failure.
      request.log.error({ err: error }, 'operation log not written');
    } finally {
      writing.delete(write);
    }
  });
});
