import type { FastifyInstance, FastifyRequest } from 'fastify';
import { robotsTxt, sitemapXml } from './pages.js';

/** The public origin: SITE_URL when configured, else the scheme and host the request came to. */
export function publicOrigin(app: FastifyInstance, request: FastifyRequest): string {
  return app.config.siteUrl || `${request.protocol}://${request.host}`;
}

/** /sitemap.xml and /robots.txt at the site root, beside the SPA. */
export default async function sitePagesRoutes(app: FastifyInstance) {
  const schema = { hide: true };
  app.get('/sitemap.xml', { schema }, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await sitemapXml(app.db, publicOrigin(app, request))),
  );
  app.get('/robots.txt', { schema }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(publicOrigin(app, request))),
  );
}
