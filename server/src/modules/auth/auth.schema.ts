import { Type } from '@fastify/type-provider-typebox';

export const Phone = Type.String({ title: '手机号', pattern: '^1[3-9]\\d{9}$' });
export const SmsCode = Type.String({ title: '短信验证码', pattern: '^\\d{6}$' });
/** 6–20 characters, no characters RuoYi forbids in passwords (< > " ' \ |). */
export const Password = Type.String({
  title: '密码',
  minLength: 6,
  maxLength: 20,
  pattern: '^[^<>"\'\\\\|]+$',
});
const CaptchaFields = {
  code: Type.Optional(Type.String({ title: '图形验证码', maxLength: 10 })),
  uuid: Type.Optional(Type.String({ title: '图形验证码标识', maxLength: 36 })),
};

export const SendCaptchaBody = Type.Object({ phone: Phone, ...CaptchaFields });
export const VipLoginBody = Type.Object({ phone: Phone, code: SmsCode });
export const LoginBody = Type.Object({
  username: Type.String({ title: '账号', minLength: 1, maxLength: 30 }),
  password: Type.String({ title: '密码', minLength: 1, maxLength: 100 }),
  ...CaptchaFields,
});
export const SendCodeBody = Type.Object({
  phone: Phone,
  type: Type.Union([Type.Literal('register'), Type.Literal('reset')], { title: '验证码类型' }),
  ...CaptchaFields,
});
export const RegisterBody = Type.Object({
  phone: Phone,
  code: SmsCode,
  nickName: Type.String({ title: '昵称', minLength: 1, maxLength: 30 }),
  password: Password,
});
export const ResetCheckBody = Type.Object({ phone: Phone, code: SmsCode });
export const ResetBody = Type.Object({
  phone: Phone,
  resetToken: Type.String({ title: '重置凭证', minLength: 1, maxLength: 100 }),
  password: Password,
});

const Envelope = { code: Type.Number(), msg: Type.String() };
export const OkResponse = Type.Object(Envelope);
export const TokenResponse = Type.Object({ ...Envelope, token: Type.String() });
export const CaptchaImageResponse = Type.Object({
  ...Envelope,
  captchaEnabled: Type.Boolean(),
  uuid: Type.Optional(Type.String()),
  img: Type.Optional(Type.String({ description: 'base64 of an SVG image' })),
});
export const ResetCheckResponse = Type.Object({
  ...Envelope,
  data: Type.Object({ resetToken: Type.String() }),
});
export const InfoResponse = Type.Object({
  ...Envelope,
  user: Type.Object({
    userId: Type.Number(),
    userName: Type.String(),
    nickName: Type.String(),
    avatar: Type.String(),
    phonenumber: Type.String(),
    email: Type.String(),
    sex: Type.String(),
    userType: Type.String(),
    loginDate: Type.Union([Type.String(), Type.Null()]),
    createTime: Type.Union([Type.String(), Type.Null()]),
  }),
  roles: Type.Array(Type.String()),
  permissions: Type.Array(Type.String()),
  isMember: Type.Boolean(),
  isDefaultModifyPwd: Type.Boolean(),
  isPasswordExpired: Type.Boolean(),
});
