import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { ACCOUNT_RATE_LIMIT } from './rate-limit.js';

const REDIS_SERVER = '/usr/bin/redis-server';

const wrongLogin = (t: TestApp, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/prod-api/login',
    payload: { username: 'nobody', password: 'wrong' },
    remoteAddress,
  });

describe('per-IP limit of the account endpoints, in one process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(async () => {
    await t.close();
  });

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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startRedis(): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const redis = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const ready = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(socket.end() !== undefined));
      socket.on('error', () => resolve(false));
    });
    if (ready) return { url: `redis://127.0.0.1:${port}`, process: redis };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  redis.kill();
  throw new Error('redis-server did not start');
}

// .ci/run installs redis-server; without it (a developer machine) this scale-out check is skipped.
describe.skipIf(!fs.existsSync(REDIS_SERVER))('with REDIS_URL, instances share the count', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    redis = await startRedis();
    first = await createTestApp({ demo: false, env: { REDIS_URL: redis.url } });
    second = await createTestApp({ demo: false, env: { REDIS_URL: redis.url } });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    redis?.process.kill();
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
