import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createSmsSender } from '../modules/auth/sms/sms-sender.js';
import { dialect, useTestApp } from '../../test/helper.js';

// The server's log as an operator reads it: one line for each request, once it is answered.

const t = await useTestApp();
const lines: Record<string, unknown>[] = [];
const logger = pino(
  { level: 'info' },
  new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  }),
);
const app = await buildApp({
  config: t.config,
  database: { db: t.db, dialect },
  sms: createSmsSender(t.config, logger),
  logger,
});
afterAll(() => app.close());

describe('the access log', () => {
  it('writes one line per request, with method, URL, status and time', async () => {
    await app.inject({ url: '/prod-api/api/bll/links/list' });
    await app.inject({ url: '/prod-api/no/such/path' });
    const requests = lines.filter((line) => line.req || line.res);
    expect(requests).toHaveLength(2);
    expect(requests.map((line) => [line.msg, line.req, line.res])).toEqual([
      [
        'request completed',
        expect.objectContaining({ method: 'GET', url: '/prod-api/api/bll/links/list' }),
        { statusCode: 200 },
      ],
      [
        'request completed',
        expect.objectContaining({ method: 'GET', url: '/prod-api/no/such/path' }),
        { statusCode: 404 },
      ],
    ]);
    expect(requests.every((line) => typeof line.responseTime === 'number')).toBe(true);
  });
});
