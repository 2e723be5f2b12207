import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { okData } from '../../http/envelope.js';
import { replies } from '../../http/schemas.js';
import { requireUser } from '../../plugins/auth.js';
import menuAdminRoutes from './menu-admin.routes.js';
import { routersFor } from './menu.service.js';
import noticeRoutes from './notice.routes.js';
import profileRoutes from './profile.routes.js';
import roleRoutes from './role.routes.js';
import { RoutersResponse } from './system.schema.js';
import userRoutes from './user.routes.js';

const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(profileRoutes);
  await app.register(userRoutes);
  await app.register(roleRoutes);
  await app.register(menuAdminRoutes);
  await app.register(noticeRoutes);

  app.get(
    '/getRouters',
    {
      schema: {
        tags: ['system'],
        summary: "RuoYi router JSON from the menus the user's roles allow",
        response: replies(RoutersResponse),
      },
    },
    async (request) => {
      const user = requireUser(request);
      return okData(await routersFor(app.db, user.userId, user.roles));
    },
  );
};

export default systemRoutes;
