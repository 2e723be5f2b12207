import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';

describe('security headers on every answer', () => {
  let t: TestApp;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'xiehui-web-'));
  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await createTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it.each([
    ['an SPA page', '/index'],
    ['an article page', '/article?articleId=1&key=1'],
    ['Swagger UI', '/prod-api/swagger-ui/static/index.html'],
  ])('%s carries the page CSP, frame denial, nosniff and a referrer policy', async (_name, url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBeLessThan(400);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it.each([
    ['a public API answer', '/prod-api/api/bll/links/list', 200, 'GET'],
    ['a refused API call', '/prod-api/getInfo', 401, 'GET'],
    ['an unknown API path', '/prod-api/no/such/thing', 404, 'GET'],
    ['a method no route takes', '/index', 404, 'PATCH'],
  ] as const)(
    '%s may not load anything, be framed, sniffed or read by other sites',
    async (_name, url, status, method) => {
      const response = await t.app.inject({ url, method });
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      // Only documents use these (CSP's frame-ancestors replaces X-Frame-Options): an API answer does
      // not pay for them.
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(response.headers['referrer-policy']).toBeUndefined();
      expect(response.headers['x-xss-protection']).toBeUndefined();
    },
  );

  it('answers a malformed URL as {code, msg}', async () => {
    const response = await t.app.inject({ url: '/prod-api/%' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: '请求地址不正确' });
  });
});
