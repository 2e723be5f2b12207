import { type Static, Type } from 'typebox';
import { Password } from '../auth/auth.schema.js';
import {
  AuditFields,
  DateRangeQuery,
  Id,
  IdParams,
  Ok,
  OkData,
  SortQuery,
  Status,
  StatusFilter,
  TableOf,
  Text,
  TimeOrNull,
} from '../../http/schemas.js';
import { Remark, SearchText, filterQueries } from '../../http/resource.schema.js';
import { RoleRow } from './role.schema.js';

// RuoYi's SysUserController shapes: requests, and the user rows it answers (never the password hash).
// Titles are the labels validation messages name.

const UserName = Text('用户账号', 30, { min: 2, pattern: '^[^\\s\\u0000]+$' });
const NickName = Text('用户昵称', 30, { min: 1 });
const Phonenumber = Text('手机号码', 11, { pattern: '^$|^1[3-9]\\d{9}$' });
/** An address, or empty to clear it. */
export const Email = (title: string) =>
  Text(title, 50, { pattern: '^$|^[^@\\s\\u0000]+@[^@\\s\\u0000]+\\.[^@\\s\\u0000]+$' });
export const Sex = (title: string) =>
  Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('2')], { title });
const RoleIds = Type.Array(Id('角色ID'), { title: '角色', maxItems: 100 });

export const { list: UserListQuery, export: UserExportQuery } = filterQueries({
  ...DateRangeQuery,
  ...SortQuery,
  userName: SearchText(UserName),
  phonenumber: SearchText(Phonenumber),
  status: StatusFilter(),
});
export type UserListQuery = Static<typeof UserListQuery>;
export type UserFilter = Static<typeof UserExportQuery>;

const UserFields = {
  nickName: NickName,
  phonenumber: Type.Optional(Phonenumber),
  email: Type.Optional(Email('邮箱')),
  sex: Type.Optional(Sex('用户性别')),
  status: Type.Optional(Status('帐号状态')),
  remark: Remark,
  roleIds: Type.Optional(RoleIds),
};

export const UserAddBody = Type.Object({ userName: UserName, password: Password, ...UserFields });
export type UserAddBody = Static<typeof UserAddBody>;
export const UserEditBody = Type.Object({
  userId: Id('用户ID'),
  userName: Type.Optional(UserName),
  ...UserFields,
});
export type UserEditBody = Static<typeof UserEditBody>;

/**
 * A row of the import sheet: the form's rules under the template's column names. Sex and status
 * arrive as codes (the sheet's 男 / 正常 turned into '0'), or are left out when the cell is empty.
 */
export const UserImportRow = Type.Object({
  userName: { ...UserName, title: '登录名称' },
  nickName: { ...NickName, title: '用户名称' },
  email: Email('用户邮箱'),
  phonenumber: Phonenumber,
  sex: Type.Optional(Sex('用户性别')),
  status: Type.Optional(Status('帐号状态')),
});
export type UserImportRow = Static<typeof UserImportRow>;

export const UserIdParams = IdParams('userId', '用户ID');

export const ResetPwdBody = Type.Object({ userId: Id('用户ID'), password: Password });
export type ResetPwdBody = Static<typeof ResetPwdBody>;
export const UserStatusBody = Type.Object({ userId: Id('用户ID'), status: Status('帐号状态') });
export type UserStatusBody = Static<typeof UserStatusBody>;

/** RuoYi-Vue3 sends these as query parameters; body fields are accepted too. */
export const AuthRoleQuery = Type.Object({
  userId: Type.Optional(Id('用户ID')),
  roleIds: Type.Optional(Type.String({ title: '角色', pattern: '^$|^\\d{1,10}(,\\d{1,10}){0,99}$' })),
});
export interface AuthRoleInput {
  userId: number;
  roleIds: number[];
}

/** An account as RuoYi's SysUser answers it. */
export const UserRow = Type.Object({
  userId: Type.Integer(),
  userName: Type.String(),
  nickName: Type.String(),
  /** '00' staff, '01' registered on the public site. */
  userType: Type.String(),
  email: Type.String(),
  phonenumber: Type.String(),
  sex: Type.String(),
  avatar: Type.String(),
  status: Type.String(),
  delFlag: Type.String(),
  loginIp: Type.String(),
  loginDate: TimeOrNull,
  pwdUpdateDate: TimeOrNull,
  ...AuditFields,
});
export type UserRow = Static<typeof UserRow>;

export const UserTable = TableOf(UserRow);
export type UserTable = Static<typeof UserTable>;

/** A node of RuoYi's TreeSelect; the association's only one has no children. */
export const DeptNode = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  disabled: Type.Boolean(),
  children: Type.Array(Type.Never()),
});
export const DeptTree = OkData(Type.Array(DeptNode));

/** RuoYi has posts; this association has none, so they are always empty. */
const NoPosts = Type.Array(Type.Never());

/** GET /system/user/ (the new-user form): the roles the caller may hand out. */
export const UserFormOptions = Type.Object({ ...Ok.properties, roles: Type.Array(RoleRow), posts: NoPosts });
export type UserFormOptions = Static<typeof UserFormOptions>;

/** GET /system/user/{id}: the user, the form's roles and the user's role ids. */
export const UserDetail = Type.Object({
  ...OkData(UserRow).properties,
  roleIds: Type.Array(Type.Integer()),
  postIds: Type.Array(Type.Integer()),
  roles: Type.Array(RoleRow),
  posts: NoPosts,
});
export type UserDetail = Static<typeof UserDetail>;

/** GET /system/user/authRole/{id}: the user and every role it may hold, `flag` on those it holds. */
export const AuthRoleResult = Type.Object({
  ...Ok.properties,
  user: UserRow,
  roles: Type.Array(Type.Object({ ...RoleRow.properties, flag: Type.Boolean() })),
});
export type AuthRoleResult = Static<typeof AuthRoleResult>;
