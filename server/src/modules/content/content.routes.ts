import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import articleRoutes from './article.routes.js';
import articleTypeRoutes from './article-type.routes.js';
import linksRoutes from './links.routes.js';
import publicRoutes from './public.routes.js';
import settingsRoutes from './settings.routes.js';

// The public site's content: what visitors read (published only) and what staff write (article
// types, articles, friend links, site settings). SEO pages, sitemap and robots.txt live beside
// the SPA (pages.routes.ts).

const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(publicRoutes);
  await app.register(articleTypeRoutes);
  await app.register(articleRoutes);
  await app.register(linksRoutes);
  await app.register(settingsRoutes);
};

export default contentRoutes;
