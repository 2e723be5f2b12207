import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { crudRoutes } from '../../http/crud-routes.js';
import { ok } from '../../http/envelope.js';
import { access } from '../../http/route-config.js';
import { replies } from '../../http/schemas.js';
import { requireUser } from '../../plugins/auth.js';
import * as schema from './menu-admin.schema.js';
import * as service from './menu-admin.service.js';

// RuoYi's SysMenuController (`/system/menu`), with its permission strings and messages.

const menuAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const menu = crudRoutes(app, {
    path: '/system/menu',
    title: '菜单管理',
    name: '菜单',
    id: { name: 'menuId', title: '菜单ID' },
  });

  menu.read('/list', {
    summary: '菜单列表',
    can: 'list',
    query: schema.MenuListQuery,
    reply: schema.MenuList,
    run: service.listMenus,
  });
  menu.read('/treeselect', {
    summary: '菜单下拉树',
    can: 'list',
    reply: schema.MenuTree,
    run: (db, _input, current) => service.menuTreeSelect(db, current),
  });

  app.get(
    '/system/menu/roleMenuTreeselect/:roleId',
    {
      config: access('system:menu:list'),
      schema: {
        tags: ['system/menu'],
        summary: '角色的菜单树',
        params: schema.MenuRoleParams,
        response: replies(schema.RoleMenuTree),
      },
    },
    async (request) =>
      ok(await service.roleMenuTreeSelect(app.db, requireUser(request), request.params.roleId)),
  );

  menu.detail({ reply: schema.MenuDetail, run: service.menuDetail });
  menu.add({ body: schema.MenuAddBody, run: service.createMenu });
  menu.edit({ body: schema.MenuEditBody, run: service.updateMenu });
  menu.removeOne({ run: service.deleteMenu });
};

export default menuAdminRoutes;
