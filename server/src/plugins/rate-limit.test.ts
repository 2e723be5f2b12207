import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, useDescribeApp, type TestApp } from '../../test/helper.js';
import { freePort } from '../../test/listening-process.js';
import { REDIS_SERVER, startRedis } from '../../test/server-process.js';
import { ACCOUNT_RATE_LIMIT } from './rate-limit.js';

const wrongLogin = (t: TestApp, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/prod-api/login',
    payload: { username: 'nobody', password: 'wrong' },
    remoteAddress,
  });

describe('per-IP limit of the account endpoints, in one process', () => {
  let t: TestApp;
  useDescribeApp((app) => (t = app), { demo: false });

  it(`answers 429 after ${ACCOUNT_RATE_LIMIT.max} calls a minute from one address, and only to that address`, async () => {
    for (let call = 0; call < ACCOUNT_RATE_LIMIT.max; call += 1) {
      expect((await wrongLogin(t, '192.0.2.1')).statusCode).toBe(400);
    }
    const refused = await wrongLogin(t, '192.0.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 429, msg: '请求过于频繁，请稍后再试' });
    expect((await wrongLogin(t, '192.0.2.2')).statusCode).toBe(400);
  });
});

describe('with REDIS_URL pointing at nothing', () => {
  it('still serves the account endpoints', async () => {
    const t = await createTestApp({
      demo: false,
      env: { REDIS_URL: `redis://127.0.0.1:${await freePort()}` },
    });
    try {
      expect((await wrongLogin(t, '192.0.2.3')).json()).toEqual({ code: 400, msg: '用户不存在/密码错误' });
    } finally {
      await t.close();
    }
  });
});

// .ci/run installs redis-server; without it (a developer machine) this scale-out check is skipped.
describe.skipIf(!fs.existsSync(REDIS_SERVER))('with REDIS_URL, instances share the count', () => {
  let redisUrl: string;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    redisUrl = await startRedis();
    first = await createTestApp({ demo: false, env: { REDIS_URL: redisUrl } });
    second = await createTestApp({ demo: false, env: { REDIS_URL: redisUrl } });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('refuses on one instance the call that goes over the limit counted on both', async () => {
    const half = ACCOUNT_RATE_LIMIT.max / 2;
    for (let call = 0; call < half; call += 1) {
      expect((await wrongLogin(first, '192.0.2.9')).statusCode).toBe(400);
      expect((await wrongLogin(second, '192.0.2.9')).statusCode).toBe(400);
    }
    expect((await wrongLogin(first, '192.0.2.9')).statusCode).toBe(429);
    expect((await wrongLogin(second, '192.0.2.9')).statusCode).toBe(429);
  });
});
