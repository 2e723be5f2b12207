import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { badRequest, ok, okData } from '../../http/envelope.js';
import { crudRoutes } from '../../http/crud-routes.js';
import { importRoutes } from '../../http/excel-import.js';
import { access, logged } from '../../http/route-config.js';
import { Ok, replies } from '../../http/schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { BusinessType } from '../../plugins/operation-log.js';
import { importUsers, userImportTemplate } from './user-import.service.js';
import * as schema from './user.schema.js';
import * as service from './user.service.js';

// RuoYi's SysUserController (`/system/user`), with its permission strings and messages.

const tags = ['system/user'];

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
  const user = crudRoutes(app, {
    path: '/system/user',
    title: '用户管理',
    name: '用户',
    id: { name: 'userId', title: '用户ID' },
  });

  user.list({
    summary: '用户列表',
    query: schema.UserListQuery,
    reply: schema.UserTable,
    run: service.listUsers,
  });
  user.export({
    formSummary: '导出用户',
    filter: schema.UserExportQuery,
    sheet: '用户数据',
    run: service.exportUsers,
  });

  // A static path: Fastify matches it before `/:userId`, whatever the order of declaration.
  user.read('/deptTree', {
    summary: '部门树（协会本身）',
    can: 'list',
    reply: schema.DeptTree,
    run: service.deptTree,
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
          response: replies(schema.UserFormOptions),
        },
      },
      async (request) =>
        ok({ roles: await service.selectableRoles(app.db, requireUser(request)), posts: [] }),
    );
  }

  app.get(
    '/system/user/:userId',
    {
      config: access('system:user:query'),
      schema: {
        tags,
        summary: '用户详情',
        params: schema.UserIdParams,
        response: replies(schema.UserDetail),
      },
    },
    async (request) => {
      const { user, roleIds, roles } = await service.userDetail(
        app.db,
        requireUser(request),
        request.params.userId,
      );
      return { ...okData(user), roleIds, postIds: [], roles, posts: [] };
    },
  );

  user.add({ body: schema.UserAddBody, run: service.createUser });
  user.edit({ body: schema.UserEditBody, run: service.updateUser });
  user.remove({ run: service.deleteUsers });
  user.action('PUT', '/resetPwd', {
    summary: '重置密码',
    can: 'resetPwd',
    log: BusinessType.UPDATE,
    body: schema.ResetPwdBody,
    run: service.resetUserPassword,
  });
  user.changeStatus({
    body: schema.UserStatusBody,
    run: service.changeUserStatus,
  });

  app.get(
    '/system/user/authRole/:userId',
    {
      config: access('system:user:query'),
      schema: {
        tags,
        summary: '用户的授权角色',
        params: schema.UserIdParams,
        response: replies(schema.AuthRoleResult),
      },
    },
    async (request) => ok(await service.userAuthRoles(app.db, requireUser(request), request.params.userId)),
  );

  app.put(
    '/system/user/authRole',
    {
      config: logged('system:user:edit', '用户管理', BusinessType.GRANT),
      schema: { tags, summary: '用户授权角色', querystring: schema.AuthRoleQuery, response: replies(Ok) },
    },
    async (request) => {
      const [userId] = idListOf(queryOrBody(request, 'userId'), '用户ID');
      if (!userId) throw badRequest('用户ID不能为空');
      const roleIds = idListOf(queryOrBody(request, 'roleIds'), '角色');
      await service.assignUserRoles(app.db, requireUser(request), userId, roleIds);
      return ok();
    },
  );

  await app.register(
    importRoutes({
      path: '/system/user',
      tag: 'system/user',
      permission: 'system:user:import',
      title: '用户管理',
      templateName: '用户数据',
      summary:
        '从 Excel 导入用户（multipart 字段 file；updateSupport 时更新已有账号；有错误的行全部列出，整批不导入）',
      updatable: true,
      template: userImportTemplate,
      run: importUsers,
    }),
  );
};

export default userRoutes;
