import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, okData } from '../../http/envelope.js';
import { formatTime } from '../../http/time.js';
import { requireUser } from '../../plugins/auth.js';
import { OkResponse } from '../auth/auth.schema.js';
import { routersFor } from './menu.service.js';
import menuAdminRoutes from './menu-admin.routes.js';
import profileRoutes from './profile.routes.js';
import roleRoutes from './role.routes.js';
import userRoutes from './user.routes.js';
import { ProfileBody, RoutersResponse } from './system.schema.js';

const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(profileRoutes);
  await app.register(userRoutes);
  await app.register(roleRoutes);
  await app.register(menuAdminRoutes);

  app.get(
    '/getRouters',
    {
      schema: {
        tags: ['system'],
        summary: "RuoYi router JSON from the menus the user's roles allow",
        response: { 200: RoutersResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return okData(await routersFor(app.db, user.userId, user.roles));
    },
  );

  app.put(
    '/system/user/edit',
    {
      schema: {
        tags: ['system'],
        summary: 'Edit your own profile',
        body: ProfileBody,
        response: { 200: OkResponse },
      },
    },
    async (request) => {
      // The token decides whose profile changes, never an id in the body.
      const user = requireUser(request);
      const { nickName, email, sex } = request.body;
      await app.db
        .updateTable('sysUser')
        .set({ nickName: nickName.trim(), email, sex, updateBy: user.userName, updateTime: formatTime() })
        .where('userId', '=', user.userId)
        .execute();
      return ok();
    },
  );
};

export default systemRoutes;
