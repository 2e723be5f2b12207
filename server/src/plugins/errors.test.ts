import Fastify from 'fastify';
import { type TSchema, Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/envelope.js';
import { FieldError, ImportError, Ok } from '../http/schemas.js';
import errors, { frameworkErrors } from './errors.js';

async function appThatThrows(error: unknown) {
  const app = Fastify();
  await app.register(errors);
  app.get('/boom', async () => {
    throw error;
  });
  return app;
}

describe('the error handler', () => {
  it('hides the details of an unexpected failure', async () => {
    const app = await appThatThrows(
      new Error('relation "sys_user" violates constraint at /srv/app/db.ts:12'),
    );
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 500, msg: '系统内部错误，请联系管理员' });
    expect(response.body).not.toContain('sys_user');
  });

  it('passes a deliberate failure through with its code as HTTP status and body code', async () => {
    const app = await appThatThrows(new HttpError(403, '没有权限，请联系管理员授权'));
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 403, msg: '没有权限，请联系管理员授权' });
  });

  it('answers a request too large for the body limit with 413', async () => {
    const app = Fastify({ bodyLimit: 10 });
    await app.register(errors);
    app.post('/echo', async (request) => request.body);
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: { text: 'far more than ten bytes' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 413, msg: '请求内容过大' });
  });

  it.each([
    [{ code: '23503' }, '关联的数据不存在或仍被引用'],
    [{ code: 'SQLITE_CONSTRAINT_FOREIGNKEY' }, '关联的数据不存在或仍被引用'],
    [{ code: '23505' }, '数据已存在，请勿重复提交'],
    [{ code: 'SQLITE_CONSTRAINT_UNIQUE' }, '数据已存在，请勿重复提交'],
    [{ code: '22021' }, '请求参数包含非法字符'],
    [{ code: '22003' }, '请求参数超出范围'],
  ])('answers a database refusal %j with 400 and a message, no SQL', async (fields, msg) => {
    const app = await appThatThrows(Object.assign(new Error('insert into "sys_user_role" failed'), fields));
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg });
  });

  it('names the refused field only where the 400 answer lists form fields', async () => {
    const app = Fastify({ ajv: { customOptions: { verbose: true } } });
    await app.register(errors);
    const query = Type.Object({ size: Type.Integer({ title: '大小' }) });
    const listing = (items: TSchema) => ({
      200: Ok,
      400: Type.Object({ ...Ok.properties, errors: Type.Optional(Type.Array(items)) }),
    });
    app.get('/form', { schema: { querystring: query, response: listing(FieldError) } }, async () => ({}));
    // An import lists bad rows, not fields: a refused query is answered in the plain shape.
    app.get('/import', { schema: { querystring: query, response: listing(ImportError) } }, async () => ({}));
    const form = await app.inject({ url: '/form?size=x' });
    expect(form.json()).toEqual({
      code: 400,
      msg: '大小类型不正确',
      errors: [{ field: 'size', msg: '大小类型不正确' }],
    });
    const anImport = await app.inject({ url: '/import?size=x' });
    expect(anImport.statusCode).toBe(400);
    expect(anImport.json()).toEqual({ code: 400, msg: '大小类型不正确' });
  });

  it('answers a URL it cannot decode in the same shape', async () => {
    const app = Fastify({ frameworkErrors });
    await app.register(errors);
    app.get('/prod-api/*', async () => ({}));
    for (const url of ['/prod-api/%', '/prod-api/%E0%A4%A']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 400, msg: '请求地址不正确' });
    }
  });
});
