import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  countRows,
  headerOf,
  loginAs,
  loginResponse,
  operLogs,
  rowsWhere,
  useStaffApp,
  waitForOperLog,
} from '../../../test/helper.js';
import { hashSecret } from '../auth/session.service.js';
import { OperLogRow } from './operlog.schema.js';

const { t, editor, call, exportSheet } = await useStaffApp();

const headerRow = async (url: string) => headerOf(await exportSheet(url));

describe('/monitor/online', () => {
  it('lists live sessions and a forced logout makes that token answer 401 at once', async () => {
    const victim = await loginAs(t, 'editor', 'editor123');
    const list = (await call('GET', '/monitor/online/list?userName=editor')).json();
    expect(list.code).toBe(200);
    const row = list.rows.find((r: { tokenId: string }) => r.tokenId === hashSecret(victim));
    expect(row).toMatchObject({
      userName: 'editor',
      ipaddr: expect.any(String),
      browser: expect.any(String),
    });
    expect(row.loginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(list.total).toBe(list.rows.length);
    expect((await t.app.inject({ url: '/prod-api/getInfo', headers: bearer(victim) })).statusCode).toBe(200);

    const forced = await call('DELETE', `/monitor/online/${row.tokenId}`);
    expect(forced.json()).toEqual({ code: 200, msg: '操作成功' });
    expect((await t.app.inject({ url: '/prod-api/getInfo', headers: bearer(victim) })).statusCode).toBe(401);
    await waitForOperLog(t.db, { title: '在线用户', businessType: 7 });
  });

  it('filters by ip', async () => {
    const list = (await call('GET', '/monitor/online/list?ipaddr=no.such.ip')).json();
    expect(list).toMatchObject({ total: 0, rows: [] });
  });
});

describe('/monitor/logininfor', () => {
  it('lists newest first, filters, and unlocking lets a locked user log in again', async () => {
    for (let i = 0; i < 5; i += 1) await loginResponse(t, 'editor', 'wrong-password');
    const locked = await loginResponse(t, 'editor', 'editor123');
    expect(locked.statusCode).toBe(400);
    expect(locked.json().msg).toContain('帐户锁定');

    const failures = (
      await call('GET', '/monitor/logininfor/list?userName=editor&status=1&pageSize=3')
    ).json();
    expect(failures.total).toBeGreaterThanOrEqual(5);
    expect(failures.rows).toHaveLength(3);
    expect(failures.rows[0].infoId).toBeGreaterThan(failures.rows[1].infoId);
    expect(failures.rows.every((r: { status: string }) => r.status === '1')).toBe(true);

    expect((await call('GET', '/monitor/logininfor/unlock/editor', undefined, editor)).statusCode).toBe(403);
    expect((await call('GET', '/monitor/logininfor/unlock/editor')).json().code).toBe(200);
    const again = await loginResponse(t, 'editor', 'editor123');
    expect(again.statusCode).toBe(200);
    expect(again.json().token).toBeTruthy();
  });

  it('filters by date range, deletes by id, exports and cleans', async () => {
    const none = (
      await call('GET', '/monitor/logininfor/list?params[beginTime]=2000-01-01&params[endTime]=2000-01-02')
    ).json();
    expect(none.total).toBe(0);
    const page = (await call('GET', '/monitor/logininfor/list?pageSize=2')).json();
    const [first, second] = page.rows.map((r: { infoId: number }) => r.infoId);
    expect((await call('DELETE', `/monitor/logininfor/${first},${second}`)).json().code).toBe(200);
    expect(await rowsWhere(t.db, 'sysLogininfor', 'infoId', first)).toEqual([]);
    expect(await rowsWhere(t.db, 'sysLogininfor', 'infoId', second)).toEqual([]);
    expect(await headerRow('/monitor/logininfor/export')).toEqual([
      '序号',
      '用户账号',
      '登录状态',
      '登录地址',
      '登录地点',
      '浏览器',
      '操作系统',
      '提示消息',
      '访问时间',
    ]);
    expect((await call('DELETE', '/monitor/logininfor/clean')).json().code).toBe(200);
    expect(await countRows(t.db, 'sysLogininfor')).toBe(0);
    await waitForOperLog(t.db, { title: '登录日志', businessType: 9 });
    expect(await operLogs(t.db, { title: '登录日志', businessType: 9 })).toHaveLength(1);
  });

  it('sorts by user name when asked', async () => {
    await loginAs(t, 'admin', 'admin123');
    await loginResponse(t, 'nobody', 'wrong-password');
    const list = (
      await call('GET', '/monitor/logininfor/list?orderByColumn=userName&isAsc=descending&pageSize=100')
    ).json();
    const names = list.rows.map((row: { userName: string }) => row.userName);
    expect(new Set(names).size).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort().reverse());
  });

  it('answers 401 without a token and 403 to the editor', async () => {
    expect((await t.app.inject({ url: '/prod-api/monitor/logininfor/list' })).statusCode).toBe(401);
    expect((await call('GET', '/monitor/logininfor/list', undefined, editor)).statusCode).toBe(403);
    expect((await call('DELETE', '/monitor/logininfor/clean', undefined, editor)).statusCode).toBe(403);
  });
});

describe('/monitor/operlog', () => {
  it('answers every column of a row, sorted by a column the list offers', async () => {
    await call('DELETE', '/system/config/refreshCache');
    await expect
      .poll(async () => (await call('GET', '/monitor/operlog/list')).json().total)
      .toBeGreaterThan(1);
    const list = (await call('GET', '/monitor/operlog/list?orderByColumn=costTime&isAsc=ascending')).json();
    expect(Object.keys(list.rows[0]).sort()).toEqual(Object.keys(OperLogRow.properties).sort());
    const costs = list.rows.map((row: { costTime: number }) => row.costTime);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    const detail = (await call('GET', `/monitor/operlog/${list.rows[0].operId}`)).json();
    expect(detail).toEqual({ code: 200, msg: '操作成功', data: list.rows[0] });
    // A column outside the list's own falls back to newest first.
    const fallback = (
      await call('GET', '/monitor/operlog/list?orderByColumn=operParam&isAsc=ascending')
    ).json();
    const ids = fallback.rows.map((row: { operId: number }) => row.operId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('lists, filters, deletes, exports and cleans', async () => {
    await call('DELETE', '/system/config/refreshCache');
    const list = (await call('GET', '/monitor/operlog/list?title=参数&businessType=9&status=0')).json();
    expect(list.total).toBeGreaterThanOrEqual(1);
    expect(list.rows[0]).toMatchObject({ title: '参数管理', businessType: 9, operName: 'admin', status: 0 });
    const all = (await call('GET', '/monitor/operlog/list?pageSize=5')).json();
    expect(all.rows[0].operId).toBeGreaterThan(all.rows[all.rows.length - 1].operId);
    const none = (
      await call('GET', '/monitor/operlog/list?params[beginTime]=2000-01-01&params[endTime]=2000-01-01')
    ).json();
    expect(none.total).toBe(0);
    const bad = await call('GET', '/monitor/operlog/list?businessType=99');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('操作类型不能大于9');

    const id = list.rows[0].operId;
    expect((await call('DELETE', `/monitor/operlog/${id}`)).json().code).toBe(200);
    expect(await rowsWhere(t.db, 'sysOperLog', 'operId', id)).toEqual([]);
    const header = await headerRow('/monitor/operlog/export');
    expect(header.slice(0, 3)).toEqual(['操作序号', '操作模块', '业务类型']);
    expect((await call('DELETE', '/monitor/operlog/clean')).json().code).toBe(200);
    // The clean itself is logged after the table was emptied, and is then all the log holds.
    await waitForOperLog(t.db, { title: '操作日志', businessType: 9 });
    expect((await operLogs(t.db)).map(({ title, businessType }) => ({ title, businessType }))).toEqual([
      { title: '操作日志', businessType: 9 },
    ]);
  });

  it('answers 401 without a token and 403 to the editor', async () => {
    expect((await t.app.inject({ url: '/prod-api/monitor/operlog/list' })).statusCode).toBe(401);
    expect((await call('GET', '/monitor/operlog/list', undefined, editor)).statusCode).toBe(403);
  });
});

describe('/monitor/server', () => {
  it("answers RuoYi's Server shape", async () => {
    const body = (await call('GET', '/monitor/server')).json();
    expect(body.code).toBe(200);
    expect(body.data.cpu).toEqual({
      cpuNum: expect.any(Number),
      total: expect.any(Number),
      sys: expect.any(Number),
      used: expect.any(Number),
      wait: expect.any(Number),
      free: expect.any(Number),
    });
    expect(body.data.mem).toEqual({
      total: expect.any(Number),
      used: expect.any(Number),
      free: expect.any(Number),
      usage: expect.any(Number),
    });
    expect(body.data.jvm).toMatchObject({
      total: expect.any(Number),
      max: expect.any(Number),
      free: expect.any(Number),
      usage: expect.any(Number),
      version: process.version,
      name: expect.stringContaining('Node.js'),
      startTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      runTime: expect.stringContaining('天'),
      inputArgs: expect.any(String),
    });
    expect(body.data.sys).toEqual({
      computerName: expect.any(String),
      computerIp: expect.any(String),
      userDir: expect.any(String),
      osName: expect.any(String),
      osArch: expect.any(String),
    });
    expect(body.data.sysFiles.length).toBeGreaterThan(0);
    expect(body.data.sysFiles[0]).toEqual({
      dirName: expect.any(String),
      sysTypeName: expect.any(String),
      typeName: expect.any(String),
      total: expect.stringMatching(/B$/),
      free: expect.any(String),
      used: expect.any(String),
      usage: expect.any(Number),
    });
  });

  it('names no folder of the install: working folder, executable, arguments, home or data', async () => {
    const text = (await call('GET', '/monitor/server')).body;
    const installPaths = [
      process.cwd(),
      process.execPath,
      path.dirname(process.execPath),
      os.homedir(),
      t.config.dataDir,
      ...process.argv.slice(1),
      ...process.execArgv.filter((arg) => arg.includes(path.sep)),
      fileURLToPath(new URL('.', import.meta.url)),
    ];
    for (const installPath of installPaths)
      expect(text).not.toContain(JSON.stringify(installPath).slice(1, -1));
  });

  it('answers 403 to the editor', async () => {
    expect((await call('GET', '/monitor/server', undefined, editor)).statusCode).toBe(403);
  });
});

describe('ids beyond the id column', () => {
  it('answer 400 {code, msg} before any query runs', async () => {
    for (const [method, url, payload] of [
      ['GET', '/monitor/job/2147483648'],
      ['DELETE', '/monitor/job/2147483648'],
      ['PUT', '/monitor/job/changeStatus', { jobId: 2147483648, status: '0' }],
      ['PUT', '/monitor/job/run', { jobId: 2147483648 }],
      ['GET', '/monitor/jobLog/2147483648'],
      ['DELETE', '/monitor/jobLog/99999999999999999999999'],
      ['GET', '/monitor/operlog/2147483648'],
      ['DELETE', '/monitor/operlog/99999999999999999999999'],
      ['DELETE', '/monitor/operlog/2147483648'],
      ['DELETE', '/monitor/logininfor/2147483648'],
    ] as const) {
      const response = await call(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(Object.keys(response.json()).sort(), `${method} ${url}`).toEqual(['code', 'msg']);
      expect(response.json().code).toBe(400);
    }
  });
});
