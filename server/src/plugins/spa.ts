import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { parse as parseCookies } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pageMeta, withPageMeta } from '../modules/content/pages.js';
import { publicOrigin } from '../modules/content/pages.routes.js';

/** The browser's session token and language cookies (web/src/lib/auth-token.ts and i18n.ts). */
const TOKEN_COOKIE = 'Admin-Token';
const LANG_COOKIE = 'lang';

/** dist/pages/<path>.html, the pages prerendered at build (web/src/app/prerender.tsx), by path. */
function readPrerenderedPages(root: string): Map<string, string> {
  const dir = path.join(root, 'pages');
  const pages = new Map<string, string>();
  if (!fs.existsSync(dir)) return pages;
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const pagePath = `/${file.slice(0, -'.html'.length).split(path.sep).join('/')}`;
    pages.set(pagePath, fs.readFileSync(path.join(dir, file), 'utf8'));
  }
  return pages;
}

/**
 * The prerendered page of this visit, when its first render is the prerendered one: no query
 * string, logged out, Chinese. Anyone else gets index.html, which the app renders from scratch.
 */
function prerenderedPage(pages: Map<string, string>, request: FastifyRequest): string | undefined {
  const [pathname, search] = request.url.split('?');
  const page = pages.get(pathname!);
  if (page === undefined || search !== undefined) return undefined;
  const cookies = parseCookies(request.headers.cookie ?? '');
  return cookies[TOKEN_COOKIE] || cookies[LANG_COOKIE] === '1' ? undefined : page;
}

/**
 * Serves the built SPA; any other GET that asks for HTML gets index.html (history routing), with
 * the title, description and Open Graph tags of article and category pages filled in for crawlers,
 * or the page's build-time render where there is one for the visit.
 */
export default fp(async function spa(app: FastifyInstance, { root }: { root: string }) {
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No built web app at ${root}: run "npm run build" to serve the site`);
    return;
  }
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  const pages = readPrerenderedPages(root);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The server writes these from the database (modules/content/pages.routes.ts).
    globIgnore: ['robots.txt', 'sitemap.xml'],
    setHeaders(reply, filePath) {
      // Vite names assets by content hash, so they never change; index.html always may.
      reply.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const origin = publicOrigin(app, request);
    const meta = await pageMeta(app.db, new URL(request.url, `${origin}/`), origin);
    const html = prerenderedPage(pages, request) ?? indexHtml;
    return (
      reply
        .header('cache-control', 'no-cache')
        // The page sent depends on the visitor's cookies (a shared cache must not mix them up).
        .header('vary', 'cookie')
        .type('text/html; charset=utf-8')
        .send(meta ? withPageMeta(html, meta) : html)
    );
  }

  app.get('/', { schema: { hide: true }, exposeHeadRoute: true }, sendIndex);
  app.get('/*', { schema: { hide: true }, exposeHeadRoute: true }, (request, reply) => {
    const filePath = path.join(root, path.normalize(decodeURIComponent(request.url.split('?')[0])));
    if (filePath.startsWith(root + path.sep) && fs.existsSync(filePath) && fs.statSync(filePath).isFile()) {
      return reply.sendFile(path.relative(root, filePath));
    }
    return sendIndex(request, reply);
  });
});
