import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, okData } from '../../http/envelope.js';
import { requireUser } from '../../plugins/auth.js';
import { BusinessType, type BusinessTypeCode } from '../../plugins/operation-log.js';
import {
  MenuAddBody,
  MenuEditBody,
  MenuIdParams,
  MenuListQuery,
  MenuRoleParams,
} from './menu-admin.schema.js';
import {
  createMenu,
  deleteMenu,
  menuOut,
  menuTreeSelect,
  requireMenu,
  roleMenuTreeSelect,
  updateMenu,
  visibleMenus,
} from './menu-admin.service.js';

// RuoYi's SysMenuController (`/system/menu`), with its permission strings and messages.

const tags = ['system/menu'];
const access = (permission: string) => ({ access: { permission } });
const logAs = (permission: string, businessType: BusinessTypeCode) => ({
  access: { permission },
  operLog: { title: '菜单管理', businessType },
});

const menuAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/system/menu/list',
    { config: access('system:menu:list'), schema: { tags, summary: '菜单列表', querystring: MenuListQuery } },
    async (request) => okData((await visibleMenus(app.db, requireUser(request), request.query)).map(menuOut)),
  );

  app.get(
    '/system/menu/treeselect',
    { config: access('system:menu:list'), schema: { tags, summary: '菜单下拉树' } },
    async (request) => okData(await menuTreeSelect(app.db, requireUser(request))),
  );

  app.get(
    '/system/menu/roleMenuTreeselect/:roleId',
    { config: access('system:menu:list'), schema: { tags, summary: '角色的菜单树', params: MenuRoleParams } },
    async (request) => ok(await roleMenuTreeSelect(app.db, requireUser(request), request.params.roleId)),
  );

  app.get(
    '/system/menu/:menuId',
    { config: access('system:menu:query'), schema: { tags, summary: '菜单详情', params: MenuIdParams } },
    async (request) => okData(menuOut(await requireMenu(app.db, request.params.menuId))),
  );

  app.post(
    '/system/menu',
    {
      config: logAs('system:menu:add', BusinessType.INSERT),
      schema: { tags, summary: '新增菜单', body: MenuAddBody },
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
      schema: { tags, summary: '修改菜单', body: MenuEditBody },
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
      schema: { tags, summary: '删除菜单', params: MenuIdParams },
    },
    async (request) => {
      await deleteMenu(app.db, request.params.menuId);
      return ok();
    },
  );
};

export default menuAdminRoutes;
