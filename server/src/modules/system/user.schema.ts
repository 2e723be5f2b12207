import { Type } from '@fastify/type-provider-typebox';
import { Password } from '../auth/auth.schema.js';
import { DateRangeQuery, Id, IdList, PageQuery, SortQuery, Status } from '../../http/schemas.js';

// RuoYi's SysUserController request shapes; titles are the labels validation messages name.

const UserName = Type.String({ title: '用户账号', minLength: 2, maxLength: 30, pattern: '^\\S+$' });
const NickName = Type.String({ title: '用户昵称', minLength: 1, maxLength: 30 });
const Phonenumber = Type.String({ title: '手机号码', pattern: '^$|^1[3-9]\\d{9}$' });
const Email = Type.String({ title: '邮箱', maxLength: 50, pattern: '^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' });
const Sex = Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('2')], { title: '用户性别' });
const Remark = Type.String({ title: '备注', maxLength: 500 });
const RoleIds = Type.Array(Id('角色ID'), { title: '角色', maxItems: 100 });

export const UserListQuery = Type.Object({
  ...PageQuery,
  ...DateRangeQuery,
  ...SortQuery,
  userName: Type.Optional(Type.String({ title: '用户账号', maxLength: 30 })),
  phonenumber: Type.Optional(Type.String({ title: '手机号码', maxLength: 11 })),
  status: Type.Optional(
    Type.Union([Type.Literal(''), Type.Literal('0'), Type.Literal('1')], { title: '状态' }),
  ),
});

export const UserExportQuery = Type.Omit(UserListQuery, ['pageNum', 'pageSize']);

const UserFields = {
  nickName: NickName,
  phonenumber: Type.Optional(Phonenumber),
  email: Type.Optional(Email),
  sex: Type.Optional(Sex),
  status: Type.Optional(Status('帐号状态')),
  remark: Type.Optional(Remark),
  roleIds: Type.Optional(RoleIds),
};

export const UserAddBody = Type.Object({ userName: UserName, password: Password, ...UserFields });
export const UserEditBody = Type.Object({
  userId: Id('用户ID'),
  userName: Type.Optional(UserName),
  ...UserFields,
});

export const UserIdParams = Type.Object({ userId: Id('用户ID') });
export const UserIdsParams = Type.Object({ userIds: IdList('用户ID') });

export const ResetPwdBody = Type.Object({ userId: Id('用户ID'), password: Password });
export const UserStatusBody = Type.Object({ userId: Id('用户ID'), status: Status('帐号状态') });

/** RuoYi-Vue3 sends these as query parameters; body fields are accepted too. */
export const AuthRoleQuery = Type.Object({
  userId: Type.Optional(Id('用户ID')),
  roleIds: Type.Optional(Type.String({ title: '角色', pattern: '^$|^\\d{1,10}(,\\d{1,10}){0,99}$' })),
});
