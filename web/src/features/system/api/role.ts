import { queryOptions } from '@tanstack/react-query';
import { type AjaxResult, http, type TableDataInfo } from '@/lib/request';
import { joinIds, systemKey, useInvalidatingMutation } from './admin-kit';
import type { SysUser } from './user';

// Role management (RuoYi-Vue3 src/api/system/role.js).

export interface SysRole {
  roleId: number;
  roleName: string;
  roleKey: string;
  roleSort: number;
  dataScope?: string;
  menuCheckStrictly?: boolean;
  deptCheckStrictly?: boolean;
  status: string;
  createTime?: string | null;
  remark?: string | null;
  flag?: boolean;
  admin?: boolean;
}

export interface RoleInput {
  roleId?: number;
  roleName: string;
  roleKey: string;
  roleSort: number;
  status?: string;
  menuIds?: number[];
  menuCheckStrictly?: boolean;
  remark?: string;
}

export interface RoleListParams {
  pageNum?: number;
  pageSize?: number;
  roleName?: string;
  roleKey?: string;
  status?: string;
  params?: Record<string, string>;
}

export interface AuthUserParams {
  pageNum?: number;
  pageSize?: number;
  roleId: number;
  userName?: string;
  phonenumber?: string;
}

export const roleListKey = systemKey('role', 'list');
export const authUserKey = systemKey('role', 'authUser');

export const listRole = (params: RoleListParams) =>
  http.get<TableDataInfo<SysRole>>('/system/role/list', { params });
export const getRole = (roleId: number) => http.get<AjaxResult<SysRole>>(`/system/role/${roleId}`);
export const addRole = (data: RoleInput) => http.post('/system/role', data);
export const updateRole = (data: RoleInput) => http.put('/system/role', data);
export const changeRoleStatus = (data: { roleId: number; status: string }) =>
  http.put('/system/role/changeStatus', data);
export const delRole = (ids: number | number[]) => http.delete(`/system/role/${joinIds(ids)}`);
export const allocatedUserList = (params: AuthUserParams) =>
  http.get<TableDataInfo<SysUser>>('/system/role/authUser/allocatedList', { params });
export const unallocatedUserList = (params: AuthUserParams) =>
  http.get<TableDataInfo<SysUser>>('/system/role/authUser/unallocatedList', { params });
export const authUserCancel = (data: { userId: number; roleId: number }) =>
  http.put('/system/role/authUser/cancel', data);
export const authUserCancelAll = (data: { roleId: number; userIds: number[] }) =>
  http.put('/system/role/authUser/cancelAll', undefined, {
    params: { roleId: data.roleId, userIds: data.userIds.join(',') },
  });
export const authUserSelectAll = (data: { roleId: number; userIds: number[] }) =>
  http.put('/system/role/authUser/selectAll', undefined, {
    params: { roleId: data.roleId, userIds: data.userIds.join(',') },
  });
export const roleExportPath = '/system/role/export';

export const roleDetailQueryOptions = (roleId: number) =>
  queryOptions({ queryKey: systemKey('role', 'detail', String(roleId)), queryFn: () => getRole(roleId) });

const roleKeys = [roleListKey, systemKey('role', 'detail'), systemKey('menu', 'roleMenu')] as const;
export const useAddRole = () => useInvalidatingMutation(addRole, ...roleKeys);
export const useUpdateRole = () => useInvalidatingMutation(updateRole, ...roleKeys);
export const useDelRole = () => useInvalidatingMutation(delRole, ...roleKeys);
export const useChangeRoleStatus = () => useInvalidatingMutation(changeRoleStatus, ...roleKeys);
const authKeys = [authUserKey, systemKey('user')] as const;
export const useAuthUserCancel = () => useInvalidatingMutation(authUserCancel, ...authKeys);
export const useAuthUserCancelAll = () => useInvalidatingMutation(authUserCancelAll, ...authKeys);
export const useAuthUserSelectAll = () => useInvalidatingMutation(authUserSelectAll, ...authKeys);
