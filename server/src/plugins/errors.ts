import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/envelope.js';
import { validationMessage } from '../http/validation-message.js';

/** One place turns every failure into RuoYi's `{code, msg}`; 5xx details stay in the log. */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.code).send({ code: error.code, msg: error.message });
    }
    if (error.validation) {
      return reply.status(400).send({ code: 400, msg: validationMessage(error.validation) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const msg = status === 413 ? '请求内容过大' : status === 415 ? '不支持的请求类型' : '请求格式不正确';
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send({ code: status, msg });
    }
    request.log.error({ err: error, url: request.url }, 'request failed');
    return reply.status(500).send({ code: 500, msg: '系统内部错误，请联系管理员' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: 404, msg: `请求地址'${request.url.split('?')[0]}'不存在` });
  });
});
