import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, okData, table } from '../../http/envelope.js';
import { type ExcelColumn, sendExcel } from '../../http/excel.js';
import { acceptFormBodies, exportRoute } from '../../http/export-route.js';
import { access, logged } from '../../http/route-config.js';
import { requireUser } from '../../plugins/auth.js';
import { BusinessType, type BusinessTypeCode } from '../../plugins/operation-log.js';
import { findAuthUserPage, findRolePage, findRoles, type RoleFilter } from './role.queries.js';
import {
  AuthUserCancelBody,
  AuthUserListQuery,
  AuthUsersQuery,
  RoleAddBody,
  RoleEditBody,
  RoleExportQuery,
  RoleIdParams,
  RoleIdsParams,
  RoleListQuery,
  RoleStatusBody,
} from './role.schema.js';
import {
  addRoleUsers,
  changeRoleStatus,
  createRole,
  deleteRoles,
  removeRoleUsers,
  requireRole,
  roleOut,
  updateRole,
} from './role.service.js';
import { pagingOf, parseIds } from '../../http/schemas.js';

// RuoYi's SysRoleController (`/system/role`), with its permission strings and messages.

const tags = ['system/role'];
const logAs = (permission: string, businessType: BusinessTypeCode) =>
  logged(permission, '角色管理', businessType);

type RoleRow = Awaited<ReturnType<typeof findRoles>>[number];
const EXPORT_COLUMNS: ExcelColumn<RoleRow>[] = [
  { header: '角色序号', key: 'roleId' },
  { header: '角色名称', key: 'roleName' },
  { header: '角色权限', key: 'roleKey', width: 20 },
  { header: '角色排序', key: 'roleSort' },
  { header: '角色状态', key: 'status', format: (value) => (value === '0' ? '正常' : '停用') },
  { header: '创建时间', key: 'createTime', width: 22 },
];

const roleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  acceptFormBodies(app);

  app.get(
    '/system/role/list',
    { config: access('system:role:list'), schema: { tags, summary: '角色列表', querystring: RoleListQuery } },
    async (request) => {
      const { rows, total } = await findRolePage(
        app.db,
        request.query as RoleFilter,
        pagingOf(request.query),
      );
      return table(rows.map(roleOut), total);
    },
  );

  exportRoute(app, {
    url: '/system/role/export',
    config: logAs('system:role:export', BusinessType.EXPORT),
    tags,
    summary: '导出角色',
    formSummary: '导出角色',
    filter: RoleExportQuery,
    send: async (filter, reply) =>
      sendExcel(reply, '角色数据', EXPORT_COLUMNS, await findRoles(app.db, filter as RoleFilter)),
  });

  app.get(
    '/system/role/optionselect',
    { config: access('system:role:query'), schema: { tags, summary: '角色选项' } },
    async () => okData((await findRoles(app.db, {})).map(roleOut)),
  );

  app.get(
    '/system/role/:roleId',
    { config: access('system:role:query'), schema: { tags, summary: '角色详情', params: RoleIdParams } },
    async (request) => okData(roleOut(await requireRole(app.db, request.params.roleId))),
  );

  app.post(
    '/system/role',
    {
      config: logAs('system:role:add', BusinessType.INSERT),
      schema: { tags, summary: '新增角色', body: RoleAddBody },
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
      schema: { tags, summary: '修改角色', body: RoleEditBody },
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
      schema: { tags, summary: '修改角色状态', body: RoleStatusBody },
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
      schema: { tags, summary: '删除角色', params: RoleIdsParams },
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
        },
      },
      async (request) => {
        const { rows, total } = await findAuthUserPage(
          app.db,
          request.query,
          allocated,
          pagingOf(request.query),
        );
        return table(rows, total);
      },
    );
  }

  app.put(
    '/system/role/authUser/cancel',
    {
      config: logAs('system:role:edit', BusinessType.GRANT),
      schema: { tags, summary: '取消授权用户', body: AuthUserCancelBody },
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
      schema: { tags, summary: '批量取消授权用户', querystring: AuthUsersQuery },
    },
    async (request) => {
      await removeRoleUsers(app.db, requireUser(request), request.query.roleId, parseIds(request.query.userIds));
      return ok();
    },
  );

  app.put(
    '/system/role/authUser/selectAll',
    {
      config: logAs('system:role:edit', BusinessType.GRANT),
      schema: { tags, summary: '批量选择用户授权', querystring: AuthUsersQuery },
    },
    async (request) => {
      await addRoleUsers(app.db, requireUser(request), request.query.roleId, parseIds(request.query.userIds));
      return ok();
    },
  );
};

export default roleRoutes;
