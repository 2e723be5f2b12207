import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createReadCache } from '../../db/read-cache.js';
import { clearOnWrites } from '../../http/read-route.js';
import articleRoutes from './article.routes.js';
import { articleCacheKeys } from './article.service.js';
import { createViewCounter } from './article-views.js';
import articleTypeRoutes from './article-type.routes.js';
import linksRoutes from './links.routes.js';
import publicRoutes from './public.routes.js';
import searchRoutes from './search.routes.js';
import settingsRoutes from './settings.routes.js';

// The public site's content: what visitors read (published only) and what staff write (article
// types, articles, friend links, site settings). SEO pages, sitemap and robots.txt live beside
// the SPA (pages.routes.ts).

/** How often counted article views are written. */
const VIEW_FLUSH_SECONDS = 5;

const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = createReadCache(app.config.cacheSeconds);
  // A cached article holds its stored view count; once views are written it is read again, or it
  // would show the written views neither in the stored count nor in the unwritten ones.
  const views = createViewCounter(app.db, app.log, (ids) => {
    for (const key of ids.flatMap(articleCacheKeys)) cache.forget(key);
  });
  const flushing = setInterval(() => void views.flush(), VIEW_FLUSH_SECONDS * 1000);
  flushing.unref();
  app.addHook('onClose', async () => {
    clearInterval(flushing);
    await views.flush();
  });
  // Any staff write here (types, articles, links, settings) may change what visitors read.
  clearOnWrites(app, cache);
  await app.register(publicRoutes, { cache, views });
  await app.register(searchRoutes, { cache });
  await app.register(articleTypeRoutes);
  await app.register(articleRoutes);
  await app.register(linksRoutes);
  await app.register(settingsRoutes);
};

export default contentRoutes;
