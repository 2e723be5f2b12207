import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { clientMessageOf } from '../db/database-errors.js';
import { HttpError } from '../http/envelope.js';
import { validationField, validationMessage } from '../http/validation-message.js';
import { setDataHeaders } from './security-headers.js';

const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  413: '请求内容过大',
  415: '不支持的请求类型',
};

interface RefusalSchema {
  properties?: { errors?: { items?: { properties?: { field?: unknown } } } };
}

/**
 * Whether the route's 400 lists form fields (formReplies), so a refused field is named and the
 * page shows the message beside it. Other 400 shapes (an import's rows) are answered {code, msg}:
 * field errors would not fit their schema, and serialising the answer would fail.
 */
function namesFields(request: FastifyRequest): boolean {
  const refusal = (request.routeOptions.schema?.response as Record<number, RefusalSchema> | undefined)?.[400];
  return Boolean(refusal?.properties?.errors?.items?.properties?.field);
}

/** The answer to a path no route serves. */
export const unknownPath = (request: FastifyRequest) => ({
  code: 404,
  msg: `请求地址'${request.url.split('?')[0]}'不存在`,
});

/** One place turns every failure into RuoYi's `{code, msg}`; 5xx details stay in the log. */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const errors = error.fields.length ? { errors: error.fields } : {};
      return reply.status(error.code).send({ code: error.code, msg: error.message, ...errors });
    }
    if (error.validation) {
      const msg = validationMessage(error.validation);
      const errors = namesFields(request)
        ? { errors: [{ field: validationField(error.validation), msg }] }
        : {};
      return reply.status(400).send({ code: 400, msg, ...errors });
    }
    const databaseMessage = clientMessageOf(error);
    if (databaseMessage) {
      request.log.info({ err: error }, 'refused by the database');
      return reply.status(400).send({ code: 400, msg: databaseMessage });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply
        .status(status)
        .send({ code: status, msg: CLIENT_ERROR_MESSAGES[status] ?? '请求格式不正确' });
    }
    request.log.error({ err: error, url: request.url }, 'request failed');
    return reply.status(500).send({ code: 500, msg: '系统内部错误，请联系管理员' });
  });

  app.setNotFoundHandler((request, reply) => {
    setDataHeaders(reply).status(404).send(unknownPath(request));
  });
});

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (`/prod-api/%`) fails before routing and
 * before any error handler, so it is answered here in the same shape.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  reply.code(status).send({ code: status, msg: '请求地址不正确' });
}

/** What Node could not read of a request, by its parser's code. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  // The connection ended before Content-Length bytes of body came.
  HPE_INVALID_EOF_STATE: [400, '请求内容不完整'],
  HPE_HEADER_OVERFLOW: [431, '请求头过大'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, '请求超时'],
};

/**
 * Fastify's `clientErrorHandler`: a request Node cannot finish reading fails before any route,
 * so it is answered here, on the socket, in the same shape (Fastify's default is its own JSON).
 */
export function clientErrors(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, msg] = CLIENT_ERRORS[error.code ?? ''] ?? [400, '请求格式不正确'];
  const body = JSON.stringify({ code: status, msg });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
