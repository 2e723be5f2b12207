import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';

/** A page prerendered at build (web/src/app/prerender.tsx). */
const PRERENDERED = (page: string) => `<!doctype html><div id="root" data-prerendered="${page}"></div>`;

describe('serving the built SPA beside the API', () => {
  let t: TestApp;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'xiehui-web-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Xiehui</title><div id="root"></div>',
    );
    fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(webDist, 'assets', 'big-abc123.js'), 'console.log("xiehui");\n'.repeat(500));
    fs.writeFileSync(path.join(webDist, 'favicon.txt'), 'icon');
    fs.mkdirSync(path.join(webDist, 'pages', 'memberShip'), { recursive: true });
    fs.writeFileSync(path.join(webDist, 'pages', 'index.html'), PRERENDERED('/index'));
    fs.writeFileSync(
      path.join(webDist, 'pages', 'memberShip', 'directory.html'),
      PRERENDERED('/memberShip/directory'),
    );
    t = await createTestApp({ demo: false, env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/index?from=mail',
    '/login',
    '/article?articleId=3&key=1',
    '/system/user-auth/role/1',
    '/no/such/page',
  ])('answers %s with index.html, never cached', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it.each(['/index', '/memberShip/directory'])(
    'answers %s with its prerendered page to a logged-out Chinese visitor',
    async (url) => {
      const response = await t.app.inject({ url, headers: { cookie: 'lang=0; other=1' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toContain('cookie');
      expect(response.body).toBe(PRERENDERED(url));
    },
  );

  it.each([
    ['a query string', '/index?pageNum=2', undefined],
    ['a session', '/index', 'Admin-Token=abc'],
    ['English chosen', '/index', 'lang=1'],
    ['another case', '/INDEX', undefined],
  ])('answers a visit with %s with index.html, which the app renders afresh', async (_, url, cookie) => {
    const response = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.body).not.toContain('data-prerendered');
  });

  it('answers HEAD for pages and files, as link checkers probe them', async () => {
    for (const url of ['/', '/index', '/assets/app-abc123.js']) {
      const response = await t.app.inject({ method: 'HEAD', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe('');
    }
  });

  it('serves hashed assets with a long cache and other files as they are', async () => {
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ url: '/favicon.txt' })).body).toBe('icon');
  });

  it('sends scripts compressed to browsers that accept it', async () => {
    const plain = await t.app.inject({ url: '/assets/big-abc123.js' });
    const gzip = await t.app.inject({ url: '/assets/big-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    const br = await t.app.inject({
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('does not serve files outside the build folder', async () => {
    const response = await t.app.inject({ url: '/..%2f..%2fetc%2fpasswd' });
    expect(response.body).not.toContain('root:');
    expect(response.body).toContain('<div id="root">');
  });

  it('keeps API paths as JSON', async () => {
    const response = await t.app.inject({ url: '/prod-api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe(404);
  });
});
