import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { crudRoutes } from '../../http/crud-routes.js';
import { parseIds } from '../../http/schemas.js';
import { BusinessType } from '../../plugins/operation-log.js';
import * as schema from './role.schema.js';
import * as service from './role.service.js';
import { UserTable } from './user.schema.js';

// RuoYi's SysRoleController (`/system/role`), with its permission strings and messages.

const roleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const role = crudRoutes(app, {
    path: '/system/role',
    title: '角色管理',
    name: '角色',
    id: { name: 'roleId', title: '角色ID' },
  });

  role.list({
    summary: '角色列表',
    query: schema.RoleListQuery,
    reply: schema.RoleTable,
    run: service.listRoles,
  });
  role.export({
    formSummary: '导出角色',
    filter: schema.RoleExportQuery,
    sheet: '角色数据',
    run: service.exportRoles,
  });
  role.read('/optionselect', {
    summary: '角色选项',
    can: 'query',
    reply: schema.RoleList,
    run: service.roleOptions,
  });
  role.detail({ reply: schema.RoleDetail, run: service.roleDetail });
  role.add({ body: schema.RoleAddBody, run: service.createRole });
  role.edit({ body: schema.RoleEditBody, run: service.updateRole });
  role.changeStatus({
    body: schema.RoleStatusBody,
    run: service.changeRoleStatus,
  });
  role.remove({ run: service.deleteRoles });

  // The role's members.
  for (const allocated of [true, false]) {
    role.list({
      url: `/authUser/${allocated ? 'allocatedList' : 'unallocatedList'}`,
      summary: allocated ? '已分配角色的用户' : '未分配角色的用户',
      query: schema.AuthUserListQuery,
      reply: UserTable,
      run: (db, query) => service.listAuthUsers(db, query, allocated),
    });
  }
  const grant = { can: 'edit', log: BusinessType.GRANT } as const;
  role.action('PUT', '/authUser/cancel', {
    ...grant,
    summary: '取消授权用户',
    body: schema.AuthUserCancelBody,
    run: (db, { roleId, userId }, current) => service.removeRoleUsers(db, current, roleId, [userId]),
  });
  role.action('PUT', '/authUser/cancelAll', {
    ...grant,
    summary: '批量取消授权用户',
    query: schema.AuthUsersQuery,
    run: (db, { roleId, userIds }, current) =>
      service.removeRoleUsers(db, current, roleId, parseIds(userIds)),
  });
  role.action('PUT', '/authUser/selectAll', {
    ...grant,
    summary: '批量选择用户授权',
    query: schema.AuthUsersQuery,
    run: (db, { roleId, userIds }, current) => service.addRoleUsers(db, current, roleId, parseIds(userIds)),
  });
};

export default roleRoutes;
