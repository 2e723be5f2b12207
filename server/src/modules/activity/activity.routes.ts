import type { FastifyPluginAsync } from 'fastify';
import activitiesRoutes from './activities.routes.js';
import staffRoutes from './staff.routes.js';

/** Training events (DESIGN.md §4b): the public and participant side, and staff's 活动管理. */
const activityRoutes: FastifyPluginAsync = async (app) => {
  await app.register(activitiesRoutes);
  await app.register(staffRoutes);
};

export default activityRoutes;
