import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import bcrypt from 'bcryptjs';
import { badRequest, HttpError, ok, okData, UNAUTHORIZED_MSG } from '../../http/envelope.js';
import { requireUser } from '../../plugins/auth.js';
import { ACCOUNT_RATE_LIMIT } from '../../plugins/rate-limit.js';
import { OkResponse } from '../auth/auth.schema.js';
import { replacePassword } from '../auth/auth.service.js';
import { findRoles } from './access.queries.js';
import { ProfileResponse, UpdatePwdBody } from './system.schema.js';

const tags = ['system'];
export const WRONG_OLD_PASSWORD_MSG = '修改密码失败，旧密码错误';
export const SAME_PASSWORD_MSG = '新密码不能与旧密码相同';

/**
 * RuoYi's personal center (`/system/user/profile`): always the token's user, never an id from the
 * request (DESIGN.md §5).
 */
const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/system/user/profile',
    {
      schema: {
        tags,
        summary: 'The logged-in user with role group (RuoYi personal center)',
        response: { 200: ProfileResponse },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const user = await app.db
        .selectFrom('sysUser')
        .select([
          'userId',
          'userName',
          'nickName',
          'userType',
          'email',
          'phonenumber',
          'sex',
          'avatar',
          'status',
          'loginIp',
          'loginDate',
          'pwdUpdateDate',
          'createTime',
          'remark',
        ])
        .where('userId', '=', userId)
        .where('delFlag', '=', '0')
        .executeTakeFirst();
      if (!user) throw new HttpError(401, UNAUTHORIZED_MSG);
      const roles = await findRoles(app.db, userId);
      return {
        ...okData(user),
        roleGroup: roles.map((role) => role.roleName).join(','),
        postGroup: '',
      };
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
        response: { 200: OkResponse },
      },
    },
    async (request) => {
      const current = requireUser(request);
      const { oldPassword, newPassword } = request.body;
      const user = await app.db
        .selectFrom('sysUser')
        .select(['password'])
        .where('userId', '=', current.userId)
        .executeTakeFirst();
      if (!user) throw new HttpError(401, UNAUTHORIZED_MSG);
      // An account without a password (SMS only) sets one through the reset by SMS code instead.
      if (!user.password || !(await bcrypt.compare(oldPassword, user.password))) {
        throw badRequest(WRONG_OLD_PASSWORD_MSG);
      }
      if (newPassword === oldPassword) throw badRequest(SAME_PASSWORD_MSG);
      // Whoever else holds a session of this account is logged out; this one stays.
      await replacePassword(app.db, current, newPassword, current.sessionId);
      return ok();
    },
  );
};

export default profileRoutes;
