import { Type } from '@fastify/type-provider-typebox';
import { Id, Status } from '../../http/schemas.js';

// RuoYi's SysMenuController request shapes. isFrame / isCache travel as '0' / '1' strings.

const Flag = (title: string) => Type.String({ title, pattern: '^[01]$' });

export const MenuListQuery = Type.Object({
  menuName: Type.Optional(Type.String({ title: '菜单名称', maxLength: 50 })),
  status: Type.Optional(
    Type.Union([Type.Literal(''), Type.Literal('0'), Type.Literal('1')], { title: '菜单状态' }),
  ),
  visible: Type.Optional(
    Type.Union([Type.Literal(''), Type.Literal('0'), Type.Literal('1')], { title: '显示状态' }),
  ),
});

const MenuFields = {
  menuName: Type.String({ title: '菜单名称', minLength: 1, maxLength: 50 }),
  parentId: Type.Optional(Type.Integer({ title: '上级菜单', minimum: 0, maximum: 2147483647 })),
  orderNum: Type.Integer({ title: '显示排序', minimum: 0, maximum: 99999 }),
  path: Type.Optional(Type.String({ title: '路由地址', maxLength: 200 })),
  component: Type.Optional(Type.String({ title: '组件路径', maxLength: 255 })),
  query: Type.Optional(Type.String({ title: '路由参数', maxLength: 255 })),
  routeName: Type.Optional(Type.String({ title: '路由名称', maxLength: 50 })),
  isFrame: Type.Optional(Flag('是否外链')),
  isCache: Type.Optional(Flag('是否缓存')),
  menuType: Type.Union([Type.Literal('M'), Type.Literal('C'), Type.Literal('F')], { title: '菜单类型' }),
  visible: Type.Optional(Status('显示状态')),
  status: Type.Optional(Status('菜单状态')),
  perms: Type.Optional(Type.String({ title: '权限标识', maxLength: 100 })),
  icon: Type.Optional(Type.String({ title: '菜单图标', maxLength: 100 })),
  remark: Type.Optional(Type.String({ title: '备注', maxLength: 500 })),
};
export const MenuAddBody = Type.Object(MenuFields);
export const MenuEditBody = Type.Object({ menuId: Id('菜单ID'), ...MenuFields });

export const MenuIdParams = Type.Object({ menuId: Id('菜单ID') });
export const MenuRoleParams = Type.Object({ roleId: Id('角色ID') });
