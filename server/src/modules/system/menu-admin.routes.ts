import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, okData } from '../../http/envelope.js';
import { access, logged } from '../../http/route-config.js';
import { Ok, replies } from '../../http/schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { BusinessType, type BusinessTypeCode } from '../../plugins/operation-log.js';
import {
  MenuAddBody,
  MenuDetail,
  MenuEditBody,
  MenuIdParams,
  MenuList,
  MenuListQuery,
  MenuRoleParams,
  MenuTree,
  RoleMenuTree,
} from './menu-admin.schema.js';
import {
  createMenu,
  deleteMenu,
  listMenus,
  menuDetail,
  menuTreeSelect,
  roleMenuTreeSelect,
  updateMenu,
} from './menu-admin.service.js';

// RuoYi's SysMenuController (`/system/menu`), with its permission strings and messages.

const tags = ['system/menu'];
const logAs = (permission: string, businessType: BusinessTypeCode) =>
  logged(permission, '菜单管理', businessType);
const done = { response: replies(Ok) };

const menuAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/system/menu/list',
    {
      config: access('system:menu:list'),
      schema: { tags, summary: '菜单列表', querystring: MenuListQuery, response: replies(MenuList) },
    },
    async (request) => okData(await listMenus(app.db, requireUser(request), request.query)),
  );

  app.get(
    '/system/menu/treeselect',
    {
      config: access('system:menu:list'),
      schema: { tags, summary: '菜单下拉树', response: replies(MenuTree) },
    },
    async (request) => okData(await menuTreeSelect(app.db, requireUser(request))),
  );

  app.get(
    '/system/menu/roleMenuTreeselect/:roleId',
    {
      config: access('system:menu:list'),
      schema: { tags, summary: '角色的菜单树', params: MenuRoleParams, response: replies(RoleMenuTree) },
    },
    async (request) => ok(await roleMenuTreeSelect(app.db, requireUser(request), request.params.roleId)),
  );

  app.get(
    '/system/menu/:menuId',
    {
      config: access('system:menu:query'),
      schema: { tags, summary: '菜单详情', params: MenuIdParams, response: replies(MenuDetail) },
    },
    async (request) => okData(await menuDetail(app.db, request.params.menuId)),
  );

  app.post(
    '/system/menu',
    {
      config: logAs('system:menu:add', BusinessType.INSERT),
      schema: { tags, summary: '新增菜单', body: MenuAddBody, ...done },
    },
    async (request) => {
      await createMenu(app.db, requireUser(request), request.body);
      return ok();
    },
  );

  app.put(
    '/system/menu',
    {
      config: logAs('system:menu:edit', BusinessType.UPDATE),
      schema: { tags, summary: '修改菜单', body: MenuEditBody, ...done },
    },
    async (request) => {
      const { menuId, ...input } = request.body;
      await updateMenu(app.db, requireUser(request), menuId, input);
      return ok();
    },
  );

  app.delete(
    '/system/menu/:menuId',
    {
      config: logAs('system:menu:remove', BusinessType.DELETE),
      schema: { tags, summary: '删除菜单', params: MenuIdParams, ...done },
    },
    async (request) => {
      await deleteMenu(app.db, request.params.menuId);
      return ok();
    },
  );
};

export default menuAdminRoutes;
