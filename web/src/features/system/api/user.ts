import { queryOptions } from '@tanstack/react-query';
import type {
  AuthRoleInput,
  AuthRoleResult,
  ResetPwdBody,
  UserAddBody,
  UserDetail,
  UserEditBody,
  UserFormOptions,
  UserListQuery,
  UserRow,
  UserStatusBody,
  UserTable,
} from '@server/modules/system/user.schema';
import { type AjaxResult, http } from '@/lib/request';
import { adminResource } from '@/admin/crud/admin-resource';
import { resourceCalls } from '@/admin/crud/resource-calls';
import { type ListParams, systemKey, useInvalidatingMutation } from '@/admin/api-kit';

// User management (RuoYi-Vue3 src/api/system/user.js).

export type UserAddInput = UserAddBody;
export type SysUser = UserRow;
export type { AuthRoleResult, UserDetail };

export const userApi = resourceCalls<ListParams<UserListQuery>, UserTable, never, UserAddInput, UserEditBody>(
  '/system/user',
);
/** With no id: only the form options for a new user (roles); with one, the user and its roleIds too. */
export const getUser = (userId?: number) =>
  http.get<UserFormOptions & Partial<UserDetail>>(`/system/user/${userId ?? ''}`);
export const resetUserPwd = (data: ResetPwdBody) => http.put('/system/user/resetPwd', data);
export const changeUserStatus = (data: UserStatusBody) => http.put('/system/user/changeStatus', data);
export const getAuthRole = (userId: number) => http.get<AuthRoleResult>(`/system/user/authRole/${userId}`);
/** RuoYi sends userId and roleIds ('1,2') as query parameters. */
export const updateAuthRole = (data: AuthRoleInput) =>
  http.put('/system/user/authRole', undefined, {
    params: { userId: data.userId, roleIds: data.roleIds.join(',') },
  });

export const userImportTemplatePath = '/system/user/importTemplate';
/**
 * Imports the accounts of an Excel file (all or none; existing ones updated only with updateSupport,
 * sent in the query as RuoYi-Vue3 does); rejects quietly with a message per bad row.
 */
const importUsers = ({ file, updateSupport }: { file: File; updateSupport: boolean }) => {
  const form = new FormData();
  form.append('file', file);
  return http.post<AjaxResult>('/system/user/importData', form, { params: { updateSupport }, quiet: true });
};

export const authRoleQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: systemKey('user', 'authRole', String(userId)),
    queryFn: () => getAuthRole(userId),
  });

export const userResource = adminResource(userApi, [systemKey('user')], {
  noun: '用户',
  rowKey: 'userId',
  exportName: 'user',
});
export const useResetUserPwd = () => useInvalidatingMutation(resetUserPwd);
export const useImportUsers = () => useInvalidatingMutation(importUsers, ...userResource.keys);
export const useChangeUserStatus = () => useInvalidatingMutation(changeUserStatus, ...userResource.keys);
export const useUpdateAuthRole = () =>
  useInvalidatingMutation(updateAuthRole, ...userResource.keys, systemKey('role'));
