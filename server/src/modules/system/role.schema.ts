import { type Static, Type } from 'typebox';
import {
  AuditFields,
  DateRangeQuery,
  Id,
  IdList,
  PageQuery,
  SortQuery,
  Status,
  StatusFilter,
  Text,
} from '../../http/schemas.js';
import { Remark, SearchText, writeBodies, rowReplies, filterQueries } from '../../http/resource.schema.js';

// RuoYi's SysRoleController shapes: requests and the role rows it answers.

const RoleName = Text('角色名称', 30, { min: 1 });
const RoleKey = Text('权限字符', 100, { min: 1 });
const RoleSort = Type.Integer({ title: '显示顺序', minimum: 0, maximum: 99999 });
const MenuIds = Type.Array(Id('菜单ID'), { title: '菜单权限', maxItems: 5000 });

export const { list: RoleListQuery, export: RoleExportQuery } = filterQueries({
  ...DateRangeQuery,
  ...SortQuery,
  roleName: SearchText(RoleName),
  roleKey: SearchText(RoleKey),
  status: StatusFilter(),
});
export type RoleListQuery = Static<typeof RoleListQuery>;
export type RoleFilter = Static<typeof RoleExportQuery>;

export const { add: RoleAddBody, edit: RoleEditBody } = writeBodies('roleId', '角色ID', {
  roleName: RoleName,
  roleKey: RoleKey,
  roleSort: RoleSort,
  status: Type.Optional(Status('角色状态')),
  menuIds: Type.Optional(MenuIds),
  menuCheckStrictly: Type.Optional(Type.Boolean({ title: '菜单树父子联动' })),
  deptCheckStrictly: Type.Optional(Type.Boolean({ title: '部门树父子联动' })),
  remark: Remark,
});
export type RoleAddBody = Static<typeof RoleAddBody>;
export type RoleEditBody = Static<typeof RoleEditBody>;
export const RoleStatusBody = Type.Object({ roleId: Id('角色ID'), status: Status('角色状态') });
export type RoleStatusBody = Static<typeof RoleStatusBody>;

export const AuthUserListQuery = Type.Object({
  ...PageQuery,
  roleId: Id('角色ID'),
  userName: Type.Optional(Text('用户账号', 30)),
  phonenumber: Type.Optional(Text('手机号码', 11)),
});
export type AuthUserListQuery = Static<typeof AuthUserListQuery>;
export const AuthUserCancelBody = Type.Object({ userId: Id('用户ID'), roleId: Id('角色ID') });
export type AuthUserCancelBody = Static<typeof AuthUserCancelBody>;
/** RuoYi-Vue3 sends roleId and userIds "1,2" as query parameters. */
export const AuthUsersQuery = Type.Object({ roleId: Id('角色ID'), userIds: IdList('用户') });
export type AuthUsersQuery = Static<typeof AuthUsersQuery>;

/** A role as RuoYi's SysRole answers it; the tree flags are booleans (stored as 1 / 0). */
export const RoleRow = Type.Object({
  roleId: Type.Integer(),
  roleName: Type.String(),
  roleKey: Type.String(),
  roleSort: Type.Integer(),
  dataScope: Type.String(),
  menuCheckStrictly: Type.Boolean(),
  deptCheckStrictly: Type.Boolean(),
  status: Type.String(),
  delFlag: Type.String(),
  ...AuditFields,
});
export type RoleRow = Static<typeof RoleRow>;

export const { table: RoleTable, all: RoleList, one: RoleDetail } = rowReplies(RoleRow);
export type RoleTable = Static<typeof RoleTable>;
export type RoleDetail = Static<typeof RoleDetail>;
