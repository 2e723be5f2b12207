import { type Static, Type } from 'typebox';
import type { TString, TStringOptions } from 'typebox';
import { Ok, OkData, Text } from '../../http/schemas.js';
import { Password } from '../auth/auth.schema.js';
import { Email, Sex, UserRow } from './user.schema.js';

// The logged-in user's own endpoints (getRouters, personal center) and their answers.

export const ProfileBody = Type.Object({
  nickName: Text('昵称', 30, { min: 1 }),
  // Empty clears the address.
  email: Type.Optional(Email('邮箱')),
  sex: Type.Optional(Sex('性别')),
});
export type ProfileBody = Static<typeof ProfileBody>;

/** RuoYi's RouterVo; empty fields are left out. */
export const RouterVo = Type.Cyclic(
  {
    RouterVo: Type.Object({
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
      children: Type.Optional(Type.Array(Type.Ref('RouterVo'))),
    }),
  },
  'RouterVo',
);
export type RouterVo = Static<typeof RouterVo>;

export const RoutersResponse = OkData(Type.Array(RouterVo));

/** The logged-in user as RuoYi's SysUser: a staff row without the deletion flag and the writers. */
export const ProfileUser = Type.Omit(UserRow, ['delFlag', 'createBy', 'updateBy', 'updateTime']);
export type ProfileUser = Static<typeof ProfileUser>;

export const ProfileResponse = Type.Object({
  ...Ok.properties,
  data: ProfileUser,
  roleGroup: Type.String({ description: 'Names of the user’s roles joined by ","' }),
  postGroup: Type.String({ description: 'Names of the user’s posts joined by "," (no posts here)' }),
});
export type ProfileResponse = Static<typeof ProfileResponse>;

const { minLength, maxLength, pattern } = Password as TString & TStringOptions;

/** RuoYi-Vue3 sends both in the JSON body; the new one follows the rules of `Password`. */
export const UpdatePwdBody = Type.Object({
  oldPassword: Text('旧密码', 100, { min: 1 }),
  newPassword: Text('新密码', maxLength ?? 20, { min: minLength, pattern: pattern as string }),
});
export type UpdatePwdBody = Static<typeof UpdatePwdBody>;
