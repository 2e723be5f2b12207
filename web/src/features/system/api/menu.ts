import { queryOptions } from '@tanstack/react-query';
import type {
  MenuAddBody,
  MenuDetail,
  MenuEditBody,
  MenuList,
  MenuListQuery,
  MenuRow,
  MenuTree,
  RoleMenuTree,
  TreeSelect,
} from '@server/modules/system/menu-admin.schema';
import { http } from '@/lib/request';
import { systemKey, useInvalidatingMutation } from '@/admin/api-kit';

// Menu management (RuoYi-Vue3 src/api/system/menu.js).

/** A menu row; the page nests the flat list into `children` (handleTree). */
export type SysMenu = Omit<MenuRow, 'children'> & { children?: SysMenu[] };
export type MenuInput = MenuAddBody;
export type MenuTreeNode = TreeSelect;
export type { RoleMenuTree };
export type MenuListParams = MenuListQuery;

export const menuListKey = systemKey('menu', 'list');

export const listMenu = (params: MenuListParams = {}) => http.get<MenuList>('/system/menu/list', { params });
export const getMenu = (menuId: number) => http.get<MenuDetail>(`/system/menu/${menuId}`);
export const treeselect = () => http.get<MenuTree>('/system/menu/treeselect');
export const roleMenuTreeselect = (roleId: number) =>
  http.get<RoleMenuTree>(`/system/menu/roleMenuTreeselect/${roleId}`);
export const addMenu = (data: MenuInput) => http.post('/system/menu', data);
export const updateMenu = (data: MenuEditBody) => http.put('/system/menu', data);
export const delMenu = (menuId: number) => http.delete(`/system/menu/${menuId}`);

export const menuListQueryOptions = (params: MenuListParams) =>
  queryOptions({ queryKey: [...menuListKey, params], queryFn: () => listMenu(params) });
export const menuTreeQueryOptions = () =>
  queryOptions({
    queryKey: systemKey('menu', 'tree'),
    queryFn: () => treeselect().then((r) => r.data ?? []),
  });
export const roleMenuTreeQueryOptions = (roleId: number) =>
  queryOptions({
    queryKey: systemKey('menu', 'roleMenu', String(roleId)),
    queryFn: () => roleMenuTreeselect(roleId),
  });

const menuKeys = [systemKey('menu')] as const;
export const useAddMenu = () => useInvalidatingMutation(addMenu, ...menuKeys);
export const useUpdateMenu = () => useInvalidatingMutation(updateMenu, ...menuKeys);
export const useDelMenu = () => useInvalidatingMutation(delMenu, ...menuKeys);
