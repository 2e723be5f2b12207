import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helper.js';

/** A stand-in SMS gateway on loopback that records what it is sent and answers `status`. */
function startGateway() {
  const received: Record<string, string>[] = [];
  let status = 200;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push(JSON.parse(body));
      response.writeHead(status).end();
    });
  });
  return new Promise<{ url: string; received: typeof received; fail: () => void; close: () => void }>(
    (resolve) => {
      server.listen(0, '127.0.0.1', () => {
        resolve({
          url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`,
          received,
          fail: () => {
            status = 503;
          },
          close: () => server.close(),
        });
      });
    },
  );
}

describe('SMS_DRIVER=http', () => {
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let t: TestApp;
  beforeAll(async () => {
    gateway = await startGateway();
    t = await createTestApp({ demo: false, env: { SMS_DRIVER: 'http', SMS_HTTP_URL: gateway.url } });
  });
  afterAll(async () => {
    await t.close();
    gateway.close();
  });

  it('posts the phone, code, purpose and text to the gateway', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/prod-api/sendCode',
      payload: { phone: '13700000001', type: 'register' },
    });
    expect(response.json()).toEqual({ code: 200, msg: '验证码已发送' });
    expect(gateway.received).toHaveLength(1);
    const [message] = gateway.received;
    expect(message).toMatchObject({
      phone: '13700000001',
      purpose: 'register',
      code: expect.stringMatching(/^\d{6}$/),
    });
    expect(message.text).toContain(message.code);
  });

  it('reports a gateway failure clearly and logs it as failed', async () => {
    gateway.fail();
    const response = await t.app.inject({
      method: 'POST',
      url: '/prod-api/sendCode',
      payload: { phone: '13700000002', type: 'register' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 500, msg: '短信发送失败，请稍后重试' });
    const log = await t.db
      .selectFrom('sysSmsLog')
      .selectAll()
      .where('phone', '=', '13700000002')
      .executeTakeFirstOrThrow();
    expect(log.status).toBe('1');
    expect(log.errorMsg).toContain('503');
  });
});
