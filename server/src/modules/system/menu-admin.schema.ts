import { type Static, Type } from 'typebox';
import {
  AuditFields,
  IdOrZero,
  IdParams,
  Ok,
  OkData,
  Status,
  StatusFilter,
  Text,
} from '../../http/schemas.js';
import { Remark, writeBodies, rowReplies } from '../../http/resource.schema.js';

// RuoYi's SysMenuController shapes. isFrame / isCache travel as '0' / '1' strings.

const Flag = (title: string) => Type.String({ title, pattern: '^[01]$' });
/** M directory, C menu (a page), F button (a permission only). */
const MenuType = Type.Union([Type.Literal('M'), Type.Literal('C'), Type.Literal('F')], { title: '菜单类型' });

export const MenuListQuery = Type.Object({
  menuName: Type.Optional(Text('菜单名称', 50)),
  status: StatusFilter('菜单状态'),
  visible: StatusFilter('显示状态'),
});
export type MenuListQuery = Static<typeof MenuListQuery>;

export const { add: MenuAddBody, edit: MenuEditBody } = writeBodies('menuId', '菜单ID', {
  menuName: Text('菜单名称', 50, { min: 1 }),
  parentId: Type.Optional(IdOrZero('上级菜单')),
  orderNum: Type.Integer({ title: '显示排序', minimum: 0, maximum: 99999 }),
  path: Type.Optional(Text('路由地址', 200)),
  component: Type.Optional(Text('组件路径', 255)),
  query: Type.Optional(Text('路由参数', 255)),
  routeName: Type.Optional(Text('路由名称', 50)),
  isFrame: Type.Optional(Flag('是否外链')),
  isCache: Type.Optional(Flag('是否缓存')),
  menuType: MenuType,
  visible: Type.Optional(Status('显示状态')),
  status: Type.Optional(Status('菜单状态')),
  perms: Type.Optional(Text('权限标识', 100)),
  icon: Type.Optional(Text('菜单图标', 100)),
  remark: Remark,
});
export type MenuAddBody = Static<typeof MenuAddBody>;
export type MenuEditBody = Static<typeof MenuEditBody>;

export const MenuRoleParams = IdParams('roleId', '角色ID');

/** A menu as RuoYi's SysMenu answers it: flat, so `children` is always empty. */
export const MenuRow = Type.Object({
  menuId: Type.Integer(),
  menuName: Type.String(),
  parentId: Type.Integer(),
  orderNum: Type.Integer(),
  path: Type.String(),
  component: Type.Union([Type.String(), Type.Null()]),
  query: Type.Union([Type.String(), Type.Null()]),
  routeName: Type.String(),
  isFrame: Type.String(),
  isCache: Type.String(),
  menuType: MenuType,
  visible: Type.String(),
  status: Type.String(),
  perms: Type.Union([Type.String(), Type.Null()]),
  icon: Type.String(),
  ...AuditFields,
  children: Type.Array(Type.Never()),
});
export type MenuRow = Static<typeof MenuRow>;

export const { all: MenuList, one: MenuDetail } = rowReplies(MenuRow);
export type MenuList = Static<typeof MenuList>;
export type MenuDetail = Static<typeof MenuDetail>;

/** RuoYi's TreeSelect: a node of the menu (or article type) tree pickers. */
export const TreeSelect = Type.Cyclic(
  {
    TreeSelect: Type.Object({
      id: Type.Integer(),
      label: Type.String(),
      children: Type.Optional(Type.Array(Type.Ref('TreeSelect'))),
    }),
  },
  'TreeSelect',
);
export type TreeSelect = Static<typeof TreeSelect>;

export const MenuTree = OkData(Type.Array(TreeSelect));
export type MenuTree = Static<typeof MenuTree>;

/** The role screen's tree: every menu the caller sees, and the role's ticked ones. */
export const RoleMenuTree = Type.Object({
  ...Ok.properties,
  checkedKeys: Type.Array(Type.Integer()),
  menus: Type.Array(TreeSelect),
});
export type RoleMenuTree = Static<typeof RoleMenuTree>;
