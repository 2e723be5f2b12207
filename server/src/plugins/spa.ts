import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Serves the built SPA; any other GET that asks for HTML gets index.html (history routing). */
export default fp(async function spa(app: FastifyInstance, { root }: { root: string }) {
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No built web app at ${root}: run "npm run build" to serve the site`);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
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
  app.get('/', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html'),
  );
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const filePath = path.join(root, path.normalize(decodeURIComponent(request.url.split('?')[0])));
    if (filePath.startsWith(root + path.sep) && fs.existsSync(filePath) && fs.statSync(filePath).isFile()) {
      return reply.sendFile(path.relative(root, filePath));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
