import { Type } from '@fastify/type-provider-typebox';
import { DateRangeQuery, Id, IdList, PageQuery, SortQuery, Status } from '../../http/schemas.js';

// RuoYi's SysRoleController request shapes.

const RoleName = Type.String({ title: '角色名称', minLength: 1, maxLength: 30 });
const RoleKey = Type.String({ title: '权限字符', minLength: 1, maxLength: 100 });
const RoleSort = Type.Integer({ title: '显示顺序', minimum: 0, maximum: 99999 });
const MenuIds = Type.Array(Id('菜单ID'), { title: '菜单权限', maxItems: 5000 });

export const RoleListQuery = Type.Object({
  ...PageQuery,
  ...DateRangeQuery,
  ...SortQuery,
  roleName: Type.Optional(Type.String({ title: '角色名称', maxLength: 30 })),
  roleKey: Type.Optional(Type.String({ title: '权限字符', maxLength: 100 })),
  status: Type.Optional(
    Type.Union([Type.Literal(''), Type.Literal('0'), Type.Literal('1')], { title: '状态' }),
  ),
});
export const RoleExportQuery = Type.Omit(RoleListQuery, ['pageNum', 'pageSize']);

const RoleFields = {
  roleName: RoleName,
  roleKey: RoleKey,
  roleSort: RoleSort,
  status: Type.Optional(Status('角色状态')),
  menuIds: Type.Optional(MenuIds),
  menuCheckStrictly: Type.Optional(Type.Boolean({ title: '菜单树父子联动' })),
  remark: Type.Optional(Type.String({ title: '备注', maxLength: 500 })),
};
export const RoleAddBody = Type.Object(RoleFields);
export const RoleEditBody = Type.Object({ roleId: Id('角色ID'), ...RoleFields });
export const RoleStatusBody = Type.Object({ roleId: Id('角色ID'), status: Status('角色状态') });

export const RoleIdParams = Type.Object({ roleId: Id('角色ID') });
export const RoleIdsParams = Type.Object({ roleIds: IdList('角色ID') });

export const AuthUserListQuery = Type.Object({
  ...PageQuery,
  roleId: Id('角色ID'),
  userName: Type.Optional(Type.String({ title: '用户账号', maxLength: 30 })),
  phonenumber: Type.Optional(Type.String({ title: '手机号码', maxLength: 11 })),
});
export const AuthUserCancelBody = Type.Object({ userId: Id('用户ID'), roleId: Id('角色ID') });
/** RuoYi-Vue3 sends roleId and userIds "1,2" as query parameters. */
export const AuthUsersQuery = Type.Object({
  roleId: Id('角色ID'),
  userIds: Type.String({ title: '用户', pattern: '^\\d{1,10}(,\\d{1,10}){0,499}$' }),
});
