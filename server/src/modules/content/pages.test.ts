import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.js';

// What a crawler gets without running JavaScript.

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'xiehui-web-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><meta name="description" content="协会官方网站" /><title>协会</title></head><body><div id="root"></div></body></html>',
);
// A robots.txt in the web build gives way to the one written from the database.
fs.writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: static');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false, env: { WEB_DIST: webDist } });
  await t.db
    .insertInto('bllArticle')
    .values([
      {
        id: 501,
        typeId: 21,
        articleName: '年会 "圆满" <召开>',
        summary: '本届年会共有 300 位会员参加。',
        content: '<p>正文</p>',
        cover: '/profile/upload/cover.png',
        publishTime: '2026-03-01 09:00:00',
        updateTime: '2026-03-02 10:00:00',
        status: '0',
      },
      {
        id: 502,
        typeId: 21,
        articleName: '没有摘要',
        summary: '',
        content: '<h2>标题</h2><p>第一段&amp;内容</p><script>alert(1)</script>',
        cover: '',
        publishTime: '2026-03-03 09:00:00',
        updateTime: null,
        status: '0',
      },
      {
        id: 503,
        typeId: 21,
        articleName: '草稿',
        summary: '',
        content: '',
        cover: '',
        publishTime: null,
        updateTime: null,
        status: '1',
      },
    ])
    .execute();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const page = async (url: string) => (await t.app.inject({ url, headers: { host: 'xiehui.test' } })).body;

describe('article and category pages carry their own title and description', () => {
  it('an article: escaped title, summary, canonical URL without the random key, Open Graph', async () => {
    const html = await page('/article?articleId=501&key=k123');
    expect(html).toContain('<title>年会 &quot;圆满&quot; &lt;召开&gt; - 文化产业协会</title>');
    expect(html).toContain('<meta name="description" content="本届年会共有 300 位会员参加。" />');
    expect(html).toContain('<link rel="canonical" href="http://xiehui.test/article?articleId=501" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(
      '<meta property="og:title" content="年会 &quot;圆满&quot; &lt;召开&gt; - 文化产业协会" />',
    );
    expect(html).toContain(
      '<meta property="og:image" content="http://xiehui.test/profile/upload/cover.png" />',
    );
    expect(html).toContain('<meta property="article:published_time" content="2026-03-01T09:00:00" />');
    expect(html).toContain('<div id="root"></div>');
  });

  it('an article without a summary is described by its text, without markup or scripts', async () => {
    const html = await page('/article?articleId=502');
    expect(html).toContain('<meta name="description" content="标题 第一段&amp;内容" />');
    expect(html).not.toContain('alert(1)');
  });

  it('a draft or an unknown article gets the site-wide title', async () => {
    for (const url of ['/article?articleId=503', '/article?articleId=999', '/article?articleId=abc']) {
      const html = await page(url);
      expect(html, url).toContain('<title>协会</title>');
      expect(html, url).not.toContain('og:title');
    }
  });

  it('a category tab and an about-us page are titled by their names', async () => {
    const tab = await page('/areaxList?parentId=20&tabIndex=22');
    expect(tab).toContain('<title>通知公告 - 资讯公告 - 文化产业协会</title>');
    expect(tab).toContain(
      '<link rel="canonical" href="http://xiehui.test/areaxList?parentId=20&amp;tabIndex=22" />',
    );
    const about = await page('/aboutUs?typeId=88');
    expect(about).toContain('<title>协会章程 - 本会概况 - 文化产业协会</title>');
    expect(about).toContain('<meta name="description" content="文化产业协会 · 本会概况 · 协会章程" />');
  });

  it('other pages keep the static title', async () => {
    expect(await page('/index')).toContain('<title>协会</title>');
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('the sitemap lists home, the categories and published articles only', async () => {
    const response = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'xiehui.test' } });
    expect(response.headers['content-type']).toContain('application/xml');
    const xml = response.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('<loc>http://xiehui.test/index</loc>');
    expect(xml).toContain('<loc>http://xiehui.test/areaxList?parentId=20&amp;tabIndex=21</loc>');
    expect(xml).toContain('<loc>http://xiehui.test/evaluate</loc>');
    expect(xml).toContain('<loc>http://xiehui.test/article?articleId=501</loc><lastmod>2026-03-02</lastmod>');
    expect(xml).toContain('<loc>http://xiehui.test/article?articleId=502</loc><lastmod>2026-03-03</lastmod>');
    expect(xml).not.toContain('articleId=503');
  });

  it('robots.txt points at the sitemap and keeps crawlers out of the API and the admin pages', async () => {
    const robots = await page('/robots.txt');
    expect(robots).toContain('Sitemap: http://xiehui.test/sitemap.xml');
    expect(robots).toContain('Disallow: /prod-api/');
    expect(robots).toContain('Disallow: /system/');
    expect(robots).not.toContain('static');
  });

  it('SITE_URL decides the origin when set', async () => {
    const other = await createTestApp({ demo: false, env: { SITE_URL: 'https://www.xiehui.example.org/' } });
    try {
      const xml = (await other.app.inject({ url: '/sitemap.xml' })).body;
      expect(xml).toContain('<loc>https://www.xiehui.example.org/index</loc>');
    } finally {
      await other.close();
    }
  });
});
