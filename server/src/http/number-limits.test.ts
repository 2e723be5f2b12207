import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import errors from '../plugins/errors.js';
import { numberLimits } from './number-limits.js';
import { PageQuery } from './schemas.js';

async function pagedApp() {
  const app = Fastify({
    ajv: { customOptions: { coerceTypes: 'array', verbose: true }, plugins: [numberLimits] },
  });
  await app.register(errors);
  app.get(
    '/list',
    { schema: { querystring: { type: 'object', properties: PageQuery } } },
    async (request) => ({
      query: request.query,
    }),
  );
  return app;
}

describe('number limits', () => {
  it('refuse numbers written as text that become infinite, naming the field and its limit', async () => {
    const app = await pagedApp();
    const answers = await Promise.all(
      ['pageSize=1e309', 'pageSize=Infinity', 'pageNum=-Infinity', 'pageSize=101'].map(async (query) =>
        (await app.inject({ url: `/list?${query}` })).json(),
      ),
    );
    expect(answers).toEqual([
      { code: 400, msg: '每页条数不能大于100' },
      { code: 400, msg: '每页条数不能大于100' },
      { code: 400, msg: '页码不能小于1' },
      { code: 400, msg: '每页条数不能大于100' },
    ]);
  });

  it('let numbers within the limits through', async () => {
    const app = await pagedApp();
    expect((await app.inject({ url: '/list?pageNum=1&pageSize=100' })).json()).toEqual({
      query: { pageNum: 1, pageSize: 100 },
    });
  });
});
