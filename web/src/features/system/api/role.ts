import type {
  AuthUserCancelBody,
  AuthUserListQuery,
  AuthUsersQuery,
  RoleAddBody,
  RoleDetail,
  RoleEditBody,
  RoleListQuery,
  RoleRow,
  RoleStatusBody,
  RoleTable,
} from '@server/modules/system/role.schema';
import type { UserTable } from '@server/modules/system/user.schema';
import { http } from '@/lib/request';
import { adminResource } from '@/admin/crud/admin-resource';
import { resourceCalls } from '@/admin/crud/resource-calls';
import { type ListParams, systemKey, useInvalidatingMutation } from '@/admin/api-kit';

// Role management (RuoYi-Vue3 src/api/system/role.js).

export type SysRole = RoleRow;
export type RoleInput = RoleAddBody;
export type AuthUserParams = AuthUserListQuery;
/** Several users at once: the server takes their ids as "1,2" in the query. */
type AuthUsersInput = Omit<AuthUsersQuery, 'userIds'> & { userIds: number[] };

export const authUserKey = systemKey('role', 'authUser');

export const roleApi = resourceCalls<
  ListParams<RoleListQuery>,
  RoleTable,
  RoleDetail,
  RoleInput,
  RoleEditBody
>('/system/role');
export const changeRoleStatus = (data: RoleStatusBody) => http.put('/system/role/changeStatus', data);
export const allocatedUserList = (params: AuthUserParams) =>
  http.get<UserTable>('/system/role/authUser/allocatedList', { params });
export const unallocatedUserList = (params: AuthUserParams) =>
  http.get<UserTable>('/system/role/authUser/unallocatedList', { params });
export const authUserCancel = (data: AuthUserCancelBody) => http.put('/system/role/authUser/cancel', data);
export const authUserCancelAll = (data: AuthUsersInput) =>
  http.put('/system/role/authUser/cancelAll', undefined, {
    params: { roleId: data.roleId, userIds: data.userIds.join(',') },
  });
export const authUserSelectAll = (data: AuthUsersInput) =>
  http.put('/system/role/authUser/selectAll', undefined, {
    params: { roleId: data.roleId, userIds: data.userIds.join(',') },
  });

export const roleResource = adminResource(roleApi, [systemKey('role'), systemKey('menu', 'roleMenu')], {
  noun: '角色',
  rowKey: 'roleId',
  exportName: 'role',
});
export const useChangeRoleStatus = () => useInvalidatingMutation(changeRoleStatus, ...roleResource.keys);
const authKeys = [authUserKey, systemKey('user')] as const;
export const useAuthUserCancel = () => useInvalidatingMutation(authUserCancel, ...authKeys);
export const useAuthUserCancelAll = () => useInvalidatingMutation(authUserCancelAll, ...authKeys);
export const useAuthUserSelectAll = () => useInvalidatingMutation(authUserSelectAll, ...authKeys);
