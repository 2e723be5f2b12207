import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { useStaffApp } from '../../test/helper.js';
import { LOG_TEXT_LIMIT, maskedParams, recordOperation } from '../modules/monitor/operlog.service.js';

const { t, call } = await useStaffApp();

/** `{a: {a: … {a: leaf}}}`, `depth` objects deep, built without recursion. */
function nested(depth: number, leaf: unknown = 'leaf'): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

const rowsOf = (operUrl: string) =>
  t.db
    .selectFrom('sysOperLog')
    .select(['operParam', 'status', 'title'])
    .where('operUrl', '=', operUrl)
    .orderBy('operId')
    .execute();

describe('maskedParams', () => {
  it('writes an ordinary body as JSON.stringify does, secrets masked', () => {
    const body = {
      userName: 'zhang',
      password: 'secret',
      list: [1, 'x', null, true],
      deep: { code: '1234' },
    };
    expect(maskedParams(body)).toBe(
      '{"userName":"zhang","password":"******","list":[1,"x",null,true],"deep":{"code":"******"}}',
    );
    expect(maskedParams({ skipped: undefined, date: new Date(0), gone: () => 1, arr: [undefined] })).toBe(
      '{"date":"1970-01-01T00:00:00.000Z","arr":[null]}',
    );
  });

  it('summarises a body nested 20 000 levels deep instead of overflowing the stack', () => {
    const text = maskedParams(nested(20_000));
    expect(text.length).toBeLessThanOrEqual(LOG_TEXT_LIMIT);
    expect(text).toMatch(/^\{"a":\{"a":/);
    expect(text).toContain('"[…]"');
  });

  it('marks a cycle and cuts a huge body at the limit', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(maskedParams(cyclic)).toBe('{"name":"loop","self":"[Circular]"}');
    const huge = {
      rows: Array.from({ length: 200_000 }, (_, i) => ({ i, password: 'p' })),
      tail: 'x'.repeat(1e6),
    };
    const text = maskedParams(huge);
    expect(text).toHaveLength(LOG_TEXT_LIMIT);
    expect(text).not.toContain('"p"');
  });

  it('records a row for a 20 000-deep value given to the writer', async () => {
    await recordOperation(t.db, {
      title: '深层参数',
      businessType: 0,
      method: 'POST /deep',
      requestMethod: 'POST',
      operName: 'admin',
      operUrl: '/prod-api/deep-writer',
      client: { ipaddr: '127.0.0.1', loginLocation: '内网IP', browser: 'Unknown', os: 'Unknown' },
      params: { payload: nested(20_000), password: 'secret' },
      result: '{"code":200,"msg":"操作成功"}',
      failed: false,
      costTime: 1,
    });
    const [row] = await rowsOf('/prod-api/deep-writer');
    expect(row.operParam).toMatch(/^\{"payload":\{"a":/);
    expect(row.operParam).not.toContain('secret');
  });
});

describe('the operation-log plugin', () => {
  it('logs a staff write whose body is nested deeper than the log keeps', async () => {
    // 30 levels pass the JSON depth limit and reach the log writer as a field that failed validation.
    const response = await call('PUT', '/monitor/job/changeStatus', { jobId: nested(30), status: '0' });
    expect(response.statusCode).toBe(400);
    await expect.poll(async () => (await rowsOf('/prod-api/monitor/job/changeStatus')).length).toBe(1);
    const [row] = await rowsOf('/prod-api/monitor/job/changeStatus');
    expect(row).toMatchObject({ title: '定时任务', status: 1 });
    expect(row.operParam).toMatch(/^\{"jobId":\{"a":\{"a":/);
    expect(row.operParam).toContain('"[…]"');
  });

  it('logs a staff write whose body is refused for its depth', async () => {
    const response = await call('PUT', '/monitor/job', nested(60) as object);
    expect(response.statusCode).toBe(400);
    await expect.poll(async () => (await rowsOf('/prod-api/monitor/job')).length).toBe(1);
  });

  it('reports a row it cannot write with app.log.error, and the answer stays as it was', async () => {
    const error = vi.spyOn(t.app.log, 'error');
    await sql`alter table sys_oper_log rename to sys_oper_log_away`.execute(t.db);
    try {
      const response = await call('DELETE', '/monitor/jobLog/clean');
      expect(response.json()).toEqual({ code: 200, msg: '操作成功' });
      await expect
        .poll(() => error.mock.calls.some(([, message]) => message === 'operation log not written'))
        .toBe(true);
    } finally {
      await sql`alter table sys_oper_log_away rename to sys_oper_log`.execute(t.db);
      error.mockRestore();
    }
  });
});
