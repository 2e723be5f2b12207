import type { FastifyPluginAsync } from 'fastify';
import { createReadCache } from '../../db/read-cache.js';
import { clearOnWrites } from '../../http/read-route.js';
import activitiesRoutes from './activities.routes.js';
import staffRoutes from './staff.routes.js';

/** Training events (DESIGN.md §4b): the public and participant side, and staff's 活动管理. */
const activityRoutes: FastifyPluginAsync = async (app) => {
  // The event list and the home block are the same for everyone and read on every visit; any
  // write here (events, sign-ups, audits, check-ins) clears them, as seats and states change.
  const cache = createReadCache(app.config.cacheSeconds);
  clearOnWrites(app, cache);
  await app.register(activitiesRoutes, { cache });
  await app.register(staffRoutes);
};

export default activityRoutes;
