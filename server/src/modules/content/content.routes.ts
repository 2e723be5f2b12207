import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import articleRoutes from './article.routes.js';
import articleTypeRoutes from './article-type.routes.js';
import linksRoutes from './links.routes.js';
import siteSettingsRoutes from './site-settings.routes.js';

// Staff management of the public site's content: article types, articles, friend links, site settings.

const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(articleTypeRoutes);
  await app.register(articleRoutes);
  await app.register(linksRoutes);
  await app.register(siteSettingsRoutes);
};

export default contentRoutes;
