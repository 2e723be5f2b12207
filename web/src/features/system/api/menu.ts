import { queryOptions } from '@tanstack/react-query';
import { type AjaxResult, http } from '@/lib/request';
import { systemKey, useInvalidatingMutation } from './admin-kit';

// Menu management (RuoYi-Vue3 src/api/system/menu.js).

export interface SysMenu {
  menuId: number;
  menuName: string;
  parentId: number;
  orderNum: number;
  path?: string;
  component?: string | null;
  query?: string | null;
  routeName?: string;
  isFrame?: string | number;
  isCache?: string | number;
  menuType: 'M' | 'C' | 'F';
  visible?: string;
  status?: string;
  perms?: string | null;
  icon?: string;
  createTime?: string | null;
  remark?: string | null;
  children?: SysMenu[];
}

export type MenuInput = Omit<SysMenu, 'menuId' | 'children' | 'createTime'> & { menuId?: number };

/** RuoYi's TreeSelect node. */
export interface MenuTreeNode {
  id: number;
  label: string;
  children?: MenuTreeNode[];
}

export interface RoleMenuTree extends AjaxResult {
  menus: MenuTreeNode[];
  checkedKeys: number[];
}

export interface MenuListParams {
  menuName?: string;
  status?: string;
}

export const menuListKey = systemKey('menu', 'list');

export const listMenu = (params: MenuListParams = {}) =>
  http.get<AjaxResult<SysMenu[]>>('/system/menu/list', { params });
export const getMenu = (menuId: number) => http.get<AjaxResult<SysMenu>>(`/system/menu/${menuId}`);
export const treeselect = () => http.get<AjaxResult<MenuTreeNode[]>>('/system/menu/treeselect');
export const roleMenuTreeselect = (roleId: number) =>
  http.get<RoleMenuTree>(`/system/menu/roleMenuTreeselect/${roleId}`);
export const addMenu = (data: MenuInput) => http.post('/system/menu', data);
export const updateMenu = (data: MenuInput) => http.put('/system/menu', data);
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

/** Builds the tree of a flat menu list by parentId (RuoYi's handleTree). */
export function handleTree<T extends { children?: T[] }>(
  rows: readonly T[],
  id: keyof T,
  parentId: keyof T,
): T[] {
  const nodes = new Map<unknown, T>();
  for (const row of rows) nodes.set(row[id], { ...row, children: [] as T[] });
  const roots: T[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node[parentId]);
    if (parent && parent !== node) parent.children!.push(node);
    else roots.push(node);
  }
  for (const node of nodes.values()) if (node.children!.length === 0) delete node.children;
  return roots;
}

const menuKeys = [systemKey('menu')] as const;
export const useAddMenu = () => useInvalidatingMutation(addMenu, ...menuKeys);
export const useUpdateMenu = () => useInvalidatingMutation(updateMenu, ...menuKeys);
export const useDelMenu = () => useInvalidatingMutation(delMenu, ...menuKeys);
