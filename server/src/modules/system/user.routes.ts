import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { badRequest, ok, okData } from '../../http/envelope.js';
import { sendExcel } from '../../http/excel.js';
import { acceptFormBodies, exportRoute } from '../../http/export-route.js';
import { access, logged } from '../../http/route-config.js';
import { Ok, parseIds, replies } from '../../http/schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { BusinessType, type BusinessTypeCode } from '../../plugins/operation-log.js';
import {
  AuthRoleQuery,
  AuthRoleResult,
  ResetPwdBody,
  UserAddBody,
  UserDetail,
  UserEditBody,
  UserExportQuery,
  UserFormOptions,
  UserIdParams,
  UserIdsParams,
  UserListQuery,
  UserStatusBody,
  UserTable,
} from './user.schema.js';
import {
  assignUserRoles,
  changeUserStatus,
  createUser,
  deleteUsers,
  exportUsers,
  listUsers,
  resetUserPassword,
  selectableRoles,
  updateUser,
  USER_EXPORT_COLUMNS,
  userAuthRoles,
  userDetail,
} from './user.service.js';

// RuoYi's SysUserController (`/system/user`), with its permission strings and messages.

const tags = ['system/user'];
const logAs = (permission: string, businessType: BusinessTypeCode) =>
  logged(permission, '用户管理', businessType);
const done = { response: replies(Ok) };

/** Ids RuoYi-Vue3 sends as "1,2" in the query; a JSON body may carry a string or an array. */
function idListOf(value: unknown, field: string): number[] {
  if (value === undefined || value === null || value === '') return [];
  const parts = Array.isArray(value) ? value.map(String) : String(value).split(',');
  if (parts.length > 100 || !parts.every((part) => /^\d{1,10}$/.test(part.trim()) && Number(part) > 0)) {
    throw badRequest(`${field}格式不正确`);
  }
  return [...new Set(parts.map(Number))];
}

function queryOrBody(request: FastifyRequest, key: string): unknown {
  const query = request.query as Record<string, unknown>;
  const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<
    string,
    unknown
  >;
  return query[key] ?? body[key];
}

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/system/user/list',
    {
      config: access('system:user:list'),
      schema: { tags, summary: '用户列表', querystring: UserListQuery, response: replies(UserTable) },
    },
    async (request) => listUsers(app.db, request.query),
  );

  acceptFormBodies(app);
  exportRoute(app, {
    url: '/system/user/export',
    config: logAs('system:user:export', BusinessType.EXPORT),
    tags,
    summary: '导出用户',
    formSummary: '导出用户',
    filter: UserExportQuery,
    send: async (filter, reply) =>
      sendExcel(reply, '用户数据', USER_EXPORT_COLUMNS, await exportUsers(app.db, filter)),
  });

  for (const url of ['/system/user', '/system/user/']) {
    app.get(
      url,
      {
        config: access('system:user:query'),
        schema: {
          tags,
          summary: '新增用户表单的角色',
          hide: url.endsWith('/'),
          response: replies(UserFormOptions),
        },
      },
      async (request) => ok({ roles: await selectableRoles(app.db, requireUser(request)), posts: [] }),
    );
  }

  app.get(
    '/system/user/:userId',
    {
      config: access('system:user:query'),
      schema: { tags, summary: '用户详情', params: UserIdParams, response: replies(UserDetail) },
    },
    async (request) => {
      const { user, roleIds, roles } = await userDetail(app.db, requireUser(request), request.params.userId);
      return { ...okData(user), roleIds, postIds: [], roles, posts: [] };
    },
  );

  app.post(
    '/system/user',
    {
      config: logAs('system:user:add', BusinessType.INSERT),
      schema: { tags, summary: '新增用户', body: UserAddBody, ...done },
    },
    async (request) => {
      await createUser(app.db, requireUser(request), request.body);
      return ok();
    },
  );

  app.put(
    '/system/user',
    {
      config: logAs('system:user:edit', BusinessType.UPDATE),
      schema: { tags, summary: '修改用户', body: UserEditBody, ...done },
    },
    async (request) => {
      const { userId, ...input } = request.body;
      await updateUser(app.db, requireUser(request), userId, input);
      return ok();
    },
  );

  app.delete(
    '/system/user/:userIds',
    {
      config: logAs('system:user:remove', BusinessType.DELETE),
      schema: { tags, summary: '删除用户', params: UserIdsParams, ...done },
    },
    async (request) => {
      await deleteUsers(app.db, requireUser(request), parseIds(request.params.userIds));
      return ok();
    },
  );

  app.put(
    '/system/user/resetPwd',
    {
      config: logAs('system:user:resetPwd', BusinessType.UPDATE),
      schema: { tags, summary: '重置密码', body: ResetPwdBody, ...done },
    },
    async (request) => {
      await resetUserPassword(app.db, requireUser(request), request.body.userId, request.body.password);
      return ok();
    },
  );

  app.put(
    '/system/user/changeStatus',
    {
      config: logAs('system:user:edit', BusinessType.UPDATE),
      schema: { tags, summary: '修改用户状态', body: UserStatusBody, ...done },
    },
    async (request) => {
      await changeUserStatus(app.db, requireUser(request), request.body.userId, request.body.status);
      return ok();
    },
  );

  app.get(
    '/system/user/authRole/:userId',
    {
      config: access('system:user:query'),
      schema: { tags, summary: '用户的授权角色', params: UserIdParams, response: replies(AuthRoleResult) },
    },
    async (request) => ok(await userAuthRoles(app.db, requireUser(request), request.params.userId)),
  );

  app.put(
    '/system/user/authRole',
    {
      config: logAs('system:user:edit', BusinessType.GRANT),
      schema: { tags, summary: '用户授权角色', querystring: AuthRoleQuery, ...done },
    },
    async (request) => {
      const [userId] = idListOf(queryOrBody(request, 'userId'), '用户ID');
      if (!userId) throw badRequest('用户ID不能为空');
      const roleIds = idListOf(queryOrBody(request, 'roleIds'), '角色');
      await assignUserRoles(app.db, requireUser(request), userId, roleIds);
      return ok();
    },
  );
};

export default userRoutes;
