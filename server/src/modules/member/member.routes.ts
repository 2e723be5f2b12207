import type { FastifyPluginAsync } from 'fastify';
import applyRoutes from './apply.routes.js';
import levelRoutes from './level.routes.js';
import paymentRoutes from './payment.routes.js';
import signRoutes from './sign.routes.js';
import vipRoutes from './vip.routes.js';

/** Membership (DESIGN.md §4b): levels, applications, payments and members, applicant and staff side. */
const memberRoutes: FastifyPluginAsync = async (app) => {
  await app.register(levelRoutes);
  await app.register(signRoutes);
  await app.register(applyRoutes);
  await app.register(paymentRoutes);
  await app.register(vipRoutes);
};

export default memberRoutes;
