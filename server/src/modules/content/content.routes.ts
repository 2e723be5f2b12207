import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

// Staff management of the public site's content: article types, articles, friend links, site settings.

const contentRoutes: FastifyPluginAsyncTypebox = async () => {};

export default contentRoutes;
