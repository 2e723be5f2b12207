import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { okData } from '../../http/envelope.js';
import { replies } from '../../http/schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { DashboardStatsReply } from './dashboard.schema.js';
import { checkStaff, dashboardStats } from './dashboard.service.js';

const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/system/dashboard/stats',
    {
      schema: {
        tags: ['system'],
        summary: 'Counts and 12-month trends for the admin dashboard (staff only)',
        response: replies(DashboardStatsReply),
      },
    },
    async (request) => {
      checkStaff(requireUser(request));
      return okData(await dashboardStats(app.db));
    },
  );
};

export default dashboardRoutes;
