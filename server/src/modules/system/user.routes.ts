import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { badRequest, ok, okData, table } from '../../http/envelope.js';
import { type ExcelColumn, sendExcel } from '../../http/excel.js';
import { acceptFormBodies, exportRoute } from '../../http/export-route.js';
import { access, logged } from '../../http/route-config.js';
import { requireUser } from '../../plugins/auth.js';
import { BusinessType, type BusinessTypeCode } from '../../plugins/operation-log.js';
import {
  AuthRoleQuery,
  ResetPwdBody,
  UserAddBody,
  UserEditBody,
  UserExportQuery,
  UserIdParams,
  UserIdsParams,
  UserListQuery,
  UserStatusBody,
} from './user.schema.js';
import { findUserPage, findUserRoleIds, findUsers, type UserFilter } from './user.queries.js';
import {
  assignUserRoles,
  changeUserStatus,
  createUser,
  deleteUsers,
  requireUserRow,
  resetUserPassword,
  selectableRoles,
  updateUser,
} from './user.service.js';
import { pagingOf, parseIds } from '../../http/schemas.js';

// RuoYi's SysUserController (`/system/user`), with its permission strings and messages.

const tags = ['system/user'];
const TITLE = '用户管理';
const logAs = (permission: string, businessType: BusinessTypeCode) => logged(permission, TITLE, businessType);

type UserRow = Awaited<ReturnType<typeof findUsers>>[number];
const STATUS_LABEL: Record<string, string> = { '0': '正常', '1': '停用' };
const SEX_LABEL: Record<string, string> = { '0': '男', '1': '女', '2': '未知' };
const EXPORT_COLUMNS: ExcelColumn<UserRow>[] = [
  { header: '用户序号', key: 'userId' },
  { header: '登录名称', key: 'userName' },
  { header: '用户名称', key: 'nickName' },
  { header: '用户邮箱', key: 'email', width: 24 },
  { header: '手机号码', key: 'phonenumber', width: 16 },
  { header: '用户性别', key: 'sex', format: (value) => SEX_LABEL[String(value)] ?? '' },
  { header: '帐号状态', key: 'status', format: (value) => STATUS_LABEL[String(value)] ?? '' },
  { header: '最后登录IP', key: 'loginIp', width: 18 },
  { header: '最后登录时间', key: 'loginDate', width: 22 },
  { header: '创建时间', key: 'createTime', width: 22 },
];

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
      schema: { tags, summary: '用户列表', querystring: UserListQuery },
    },
    async (request) => {
      const { rows, total } = await findUserPage(
        app.db,
        request.query as UserFilter,
        pagingOf(request.query),
      );
      return table(rows, total);
    },
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
      sendExcel(reply, '用户数据', EXPORT_COLUMNS, await findUsers(app.db, filter as UserFilter)),
  });

  const newUserForm = async (request: FastifyRequest) => {
    const current = requireUser(request);
    return ok({ roles: await selectableRoles(app.db, current), posts: [] });
  };
  for (const url of ['/system/user', '/system/user/']) {
    app.get(
      url,
      {
        config: access('system:user:query'),
        schema: { tags, summary: '新增用户表单的角色', hide: url.endsWith('/') },
      },
      newUserForm,
    );
  }

  app.get(
    '/system/user/:userId',
    {
      config: access('system:user:query'),
      schema: { tags, summary: '用户详情', params: UserIdParams },
    },
    async (request) => {
      const current = requireUser(request);
      const { userId } = request.params;
      const user = await requireUserRow(app.db, userId);
      return {
        ...okData(user),
        roleIds: await findUserRoleIds(app.db, userId),
        postIds: [],
        roles: await selectableRoles(app.db, current),
        posts: [],
      };
    },
  );

  app.post(
    '/system/user',
    {
      config: logAs('system:user:add', BusinessType.INSERT),
      schema: { tags, summary: '新增用户', body: UserAddBody },
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
      schema: { tags, summary: '修改用户', body: UserEditBody },
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
      schema: { tags, summary: '删除用户', params: UserIdsParams },
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
      schema: { tags, summary: '重置密码', body: ResetPwdBody },
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
      schema: { tags, summary: '修改用户状态', body: UserStatusBody },
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
      schema: { tags, summary: '用户的授权角色', params: UserIdParams },
    },
    async (request) => {
      const current = requireUser(request);
      const { userId } = request.params;
      const user = await requireUserRow(app.db, userId);
      const assigned = new Set(await findUserRoleIds(app.db, userId));
      const roles = (await selectableRoles(app.db, current)).map((role) => ({
        ...role,
        flag: assigned.has(role.roleId),
      }));
      return ok({ user, roles });
    },
  );

  app.put(
    '/system/user/authRole',
    {
      config: logAs('system:user:edit', BusinessType.GRANT),
      schema: { tags, summary: '用户授权角色', querystring: AuthRoleQuery },
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
