import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, okData } from '../../http/envelope.js';
import { Ok, replies } from '../../http/schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { ACCOUNT_RATE_LIMIT } from '../../plugins/rate-limit.js';
import { changeOwnPassword, getProfile, updateProfile } from './profile.service.js';
import { ProfileBody, ProfileResponse, UpdatePwdBody } from './system.schema.js';

const tags = ['system'];

/** RuoYi's personal center (`/system/user/profile`) and `/system/user/edit`: the token's user only. */
const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/system/user/profile',
    {
      schema: {
        tags,
        summary: 'The logged-in user with role group (RuoYi personal center)',
        response: replies(ProfileResponse),
      },
    },
    async (request) => {
      const { user, roleGroup } = await getProfile(app.db, requireUser(request).userId);
      return { ...okData(user), roleGroup, postGroup: '' };
    },
  );

  app.put(
    '/system/user/profile/updatePwd',
    {
      // The old password can be guessed here by whoever holds a token: limited like the login.
      config: { rateLimit: ACCOUNT_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Change your own password; ends your other sessions',
        body: UpdatePwdBody,
        response: replies(Ok),
      },
    },
    async (request) => {
      const { oldPassword, newPassword } = request.body;
      await changeOwnPassword(app.db, requireUser(request), oldPassword, newPassword);
      return ok();
    },
  );

  app.put(
    '/system/user/edit',
    {
      schema: { tags, summary: 'Edit your own profile', body: ProfileBody, response: replies(Ok) },
    },
    async (request) => {
      // The token decides whose profile changes, never an id in the body.
      await updateProfile(app.db, requireUser(request), request.body);
      return ok();
    },
  );
};

export default profileRoutes;
