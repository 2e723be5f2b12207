import { Type } from '@fastify/type-provider-typebox';

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
