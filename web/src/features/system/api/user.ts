import { queryOptions } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type * as schema from '@server/modules/system/user.schema';
import { type AjaxResult, http, type TableDataInfo } from '@/lib/request';
import { joinIds, systemKey, useInvalidatingMutation } from './admin-kit';
import type { SysRole } from './role';

// User management (RuoYi-Vue3 src/api/system/user.js).

export type UserAddInput = Static<typeof schema.UserAddBody>;
export type UserEditInput = Static<typeof schema.UserEditBody>;
export interface UserListParams {
  pageNum?: number;
  pageSize?: number;
  userName?: string;
  phonenumber?: string;
  status?: string;
  params?: Record<string, string>;
}

export interface SysUser {
  userId: number;
  userName: string;
  nickName: string;
  userType?: string;
  email?: string;
  phonenumber?: string;
  sex?: string;
  avatar?: string;
  status: string;
  loginIp?: string;
  loginDate?: string | null;
  createTime?: string | null;
  remark?: string | null;
  roles?: SysRole[];
  roleIds?: number[];
  admin?: boolean;
}

/** GET /system/user/{id}: the user (absent for a new one), all roles, the user's roleIds. */
export interface UserDetail extends AjaxResult<SysUser> {
  roles: SysRole[];
  roleIds?: number[];
}

export interface AuthRoleResult extends AjaxResult {
  user: SysUser;
  roles: (SysRole & { flag?: boolean })[];
}

export const userListKey = systemKey('user', 'list');

export const listUser = (params: UserListParams) =>
  http.get<TableDataInfo<SysUser>>('/system/user/list', { params });
/** With no id: the form options for a new user (roles). */
export const getUser = (userId?: number) => http.get<UserDetail>(`/system/user/${userId ?? ''}`);
export const addUser = (data: UserAddInput) => http.post('/system/user', data);
export const updateUser = (data: UserEditInput) => http.put('/system/user', data);
export const delUser = (ids: number | number[]) => http.delete(`/system/user/${joinIds(ids)}`);
export const resetUserPwd = (data: { userId: number; password: string }) =>
  http.put('/system/user/resetPwd', data);
export const changeUserStatus = (data: { userId: number; status: string }) =>
  http.put('/system/user/changeStatus', data);
export const getAuthRole = (userId: number) => http.get<AuthRoleResult>(`/system/user/authRole/${userId}`);
/** RuoYi sends userId and roleIds ('1,2') as query parameters. */
export const updateAuthRole = (data: { userId: number; roleIds: number[] }) =>
  http.put('/system/user/authRole', undefined, {
    params: { userId: data.userId, roleIds: data.roleIds.join(',') },
  });
export const userExportPath = '/system/user/export';

export const userDetailQueryOptions = (userId?: number) =>
  queryOptions({
    queryKey: systemKey('user', 'detail', String(userId ?? 'new')),
    queryFn: () => getUser(userId),
  });
export const authRoleQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: systemKey('user', 'authRole', String(userId)),
    queryFn: () => getAuthRole(userId),
  });

const userKeys = [userListKey, systemKey('user', 'detail'), systemKey('user', 'authRole')] as const;
export const useAddUser = () => useInvalidatingMutation(addUser, ...userKeys);
export const useUpdateUser = () => useInvalidatingMutation(updateUser, ...userKeys);
export const useDelUser = () => useInvalidatingMutation(delUser, ...userKeys);
export const useResetUserPwd = () => useInvalidatingMutation(resetUserPwd);
export const useChangeUserStatus = () => useInvalidatingMutation(changeUserStatus, ...userKeys);
export const useUpdateAuthRole = () =>
  useInvalidatingMutation(updateAuthRole, ...userKeys, systemKey('role'));
