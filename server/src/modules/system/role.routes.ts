import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, okData } from '../../http/envelope.js';
import { sendExcel } from '../../http/excel.js';
import { acceptFormBodies, exportRoute } from '../../http/export-route.js';
import { access, logged } from '../../http/route-config.js';
import { Ok, parseIds, replies } from '../../http/schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { BusinessType, type BusinessTypeCode } from '../../plugins/operation-log.js';
import {
  AuthUserCancelBody,
  AuthUserListQuery,
  AuthUsersQuery,
  RoleAddBody,
  RoleDetail,
  RoleEditBody,
  RoleExportQuery,
  RoleIdParams,
  RoleIdsParams,
  RoleList,
  RoleListQuery,
  RoleStatusBody,
  RoleTable,
} from './role.schema.js';
import {
  addRoleUsers,
  changeRoleStatus,
  createRole,
  deleteRoles,
  exportRoles,
  listAuthUsers,
  listRoles,
  removeRoleUsers,
  ROLE_EXPORT_COLUMNS,
  roleDetail,
  roleOptions,
  updateRole,
} from './role.service.js';
import { UserTable } from './user.schema.js';

// RuoYi's SysRoleController (`/system/role`), with its permission strings and messages.

const tags = ['system/role'];
const logAs = (permission: string, businessType: BusinessTypeCode) =>
  logged(permission, '角色管理', businessType);
const done = { response: replies(Ok) };

const roleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  acceptFormBodies(app);

  app.get(
    '/system/role/list',
    {
      config: access('system:role:list'),
      schema: { tags, summary: '角色列表', querystring: RoleListQuery, response: replies(RoleTable) },
    },
    async (request) => listRoles(app.db, request.query),
  );

  exportRoute(app, {
    url: '/system/role/export',
    config: logAs('system:role:export', BusinessType.EXPORT),
    tags,
    summary: '导出角色',
    formSummary: '导出角色',
    filter: RoleExportQuery,
    send: async (filter, reply) =>
      sendExcel(reply, '角色数据', ROLE_EXPORT_COLUMNS, await exportRoles(app.db, filter)),
  });

  app.get(
    '/system/role/optionselect',
    {
      config: access('system:role:query'),
      schema: { tags, summary: '角色选项', response: replies(RoleList) },
    },
    async () => okData(await roleOptions(app.db)),
  );

  app.get(
    '/system/role/:roleId',
    {
      config: access('system:role:query'),
      schema: { tags, summary: '角色详情', params: RoleIdParams, response: replies(RoleDetail) },
    },
    async (request) => okData(await roleDetail(app.db, request.params.roleId)),
  );

  app.post(
    '/system/role',
    {
      config: logAs('system:role:add', BusinessType.INSERT),
      schema: { tags, summary: '新增角色', body: RoleAddBody, ...done },
    },
    async (request) => {
      await createRole(app.db, requireUser(request), request.body);
      return ok();
    },
  );

  app.put(
    '/system/role',
    {
      config: logAs('system:role:edit', BusinessType.UPDATE),
      schema: { tags, summary: '修改角色', body: RoleEditBody, ...done },
    },
    async (request) => {
      const { roleId, ...input } = request.body;
      await updateRole(app.db, requireUser(request), roleId, input);
      return ok();
    },
  );

  app.put(
    '/system/role/changeStatus',
    {
      config: logAs('system:role:edit', BusinessType.UPDATE),
      schema: { tags, summary: '修改角色状态', body: RoleStatusBody, ...done },
    },
    async (request) => {
      await changeRoleStatus(app.db, requireUser(request), request.body.roleId, request.body.status);
      return ok();
    },
  );

  app.delete(
    '/system/role/:roleIds',
    {
      config: logAs('system:role:remove', BusinessType.DELETE),
      schema: { tags, summary: '删除角色', params: RoleIdsParams, ...done },
    },
    async (request) => {
      await deleteRoles(app.db, requireUser(request), parseIds(request.params.roleIds));
      return ok();
    },
  );

  for (const allocated of [true, false]) {
    app.get(
      `/system/role/authUser/${allocated ? 'allocatedList' : 'unallocatedList'}`,
      {
        config: access('system:role:list'),
        schema: {
          tags,
          summary: allocated ? '已分配角色的用户' : '未分配角色的用户',
          querystring: AuthUserListQuery,
          response: replies(UserTable),
        },
      },
      async (request) => listAuthUsers(app.db, request.query, allocated),
    );
  }

  app.put(
    '/system/role/authUser/cancel',
    {
      config: logAs('system:role:edit', BusinessType.GRANT),
      schema: { tags, summary: '取消授权用户', body: AuthUserCancelBody, ...done },
    },
    async (request) => {
      await removeRoleUsers(app.db, requireUser(request), request.body.roleId, [request.body.userId]);
      return ok();
    },
  );

  app.put(
    '/system/role/authUser/cancelAll',
    {
      config: logAs('system:role:edit', BusinessType.GRANT),
      schema: { tags, summary: '批量取消授权用户', querystring: AuthUsersQuery, ...done },
    },
    async (request) => {
      const { roleId, userIds } = request.query;
      await removeRoleUsers(app.db, requireUser(request), roleId, parseIds(userIds));
      return ok();
    },
  );

  app.put(
    '/system/role/authUser/selectAll',
    {
      config: logAs('system:role:edit', BusinessType.GRANT),
      schema: { tags, summary: '批量选择用户授权', querystring: AuthUsersQuery, ...done },
    },
    async (request) => {
      const { roleId, userIds } = request.query;
      await addRoleUsers(app.db, requireUser(request), roleId, parseIds(userIds));
      return ok();
    },
  );
};

export default roleRoutes;
