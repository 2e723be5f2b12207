import { Type } from '@fastify/type-provider-typebox';
import type { TString, TStringOptions } from 'typebox';
import { Password } from '../auth/auth.schema.js';

export const ProfileBody = Type.Object({
  nickName: Type.String({ title: '昵称', minLength: 1, maxLength: 30 }),
  // Empty clears the address.
  email: Type.Optional(
    Type.String({ title: '邮箱', maxLength: 50, pattern: '^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' }),
  ),
  sex: Type.Optional(
    Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('2')], { title: '性别' }),
  ),
});

const RouterVo = Type.Object({
  name: Type.Optional(Type.String()),
  path: Type.String(),
  hidden: Type.Boolean(),
  redirect: Type.Optional(Type.String()),
  component: Type.Optional(Type.String()),
  query: Type.Optional(Type.String()),
  alwaysShow: Type.Optional(Type.Boolean()),
  meta: Type.Optional(
    Type.Object({
      title: Type.String(),
      icon: Type.String(),
      noCache: Type.Boolean(),
      link: Type.Optional(Type.String()),
    }),
  ),
  // Nested routers have the same shape; left open so the serializer keeps every level.
  children: Type.Optional(Type.Array(Type.Unknown())),
});

export const RoutersResponse = Type.Object({
  code: Type.Number(),
  msg: Type.String(),
  data: Type.Array(RouterVo),
});

const Time = Type.Union([Type.String(), Type.Null()]);

/** The logged-in user as RuoYi's SysUser; the response schema keeps the password hash out. */
export const ProfileUser = Type.Object({
  userId: Type.Number(),
  userName: Type.String(),
  nickName: Type.String(),
  userType: Type.String(),
  email: Type.String(),
  phonenumber: Type.String(),
  sex: Type.String(),
  avatar: Type.String(),
  status: Type.String(),
  loginIp: Type.String(),
  loginDate: Time,
  pwdUpdateDate: Time,
  createTime: Time,
  remark: Type.String(),
});

export const ProfileResponse = Type.Object({
  code: Type.Number(),
  msg: Type.String(),
  data: ProfileUser,
  roleGroup: Type.String({ description: 'Names of the user’s roles joined by ","' }),
  postGroup: Type.String({ description: 'Names of the user’s posts joined by "," (no posts here)' }),
});

const { minLength, maxLength, pattern } = Password as TString & TStringOptions;

/** RuoYi-Vue3 sends both in the JSON body; the new one follows the rules of `Password`. */
export const UpdatePwdBody = Type.Object({
  oldPassword: Type.String({ title: '旧密码', minLength: 1, maxLength: 100 }),
  newPassword: Type.String({ title: '新密码', minLength, maxLength, pattern }),
});
