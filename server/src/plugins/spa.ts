import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pageMeta, withPageMeta } from '../modules/content/pages.js';
import { publicOrigin } from '../modules/content/pages.routes.js';

/**
 * Serves the built SPA; any other GET that asks for HTML gets index.html (history routing), with
 * the title, description and Open Graph tags of article and category pages filled in for crawlers.
 */
export default fp(async function spa(app: FastifyInstance, { root }: { root: string }) {
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No built web app at ${root}: run "npm run build" to serve the site`);
    return;
  }
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
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
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(meta ? withPageMeta(indexHtml, meta) : indexHtml);
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
