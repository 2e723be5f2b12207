import { Type } from 'typebox';
import { Ok, Text, TimeOrNull } from '../../http/schemas.js';

export const Phone = Type.String({ title: '手机号', pattern: '^1[3-9]\\d{9}$' });
export const SmsCode = Type.String({ title: '短信验证码', pattern: '^\\d{6}$' });
/** 6–20 characters, no characters RuoYi forbids in passwords (< > " ' \ |). */
export const Password = Text('密码', 20, { min: 6, pattern: '^[^<>"\'\\\\|\\u0000]+$' });
const CaptchaFields = {
  code: Type.Optional(Text('图形验证码', 10)),
  uuid: Type.Optional(Text('图形验证码标识', 36)),
};

export const SendCaptchaBody = Type.Object({ phone: Phone, ...CaptchaFields });
export const VipLoginBody = Type.Object({ phone: Phone, code: SmsCode });
export const LoginBody = Type.Object({
  username: Text('账号', 30, { min: 1 }),
  password: Text('密码', 100, { min: 1 }),
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
  nickName: Text('昵称', 30, { min: 1 }),
  password: Password,
});
export const ResetCheckBody = Type.Object({ phone: Phone, code: SmsCode });
export const ResetBody = Type.Object({
  phone: Phone,
  resetToken: Text('重置凭证', 100, { min: 1 }),
  password: Password,
});

const Envelope = Ok.properties;
export const OkResponse = Ok;
export const TokenResponse = Type.Object({ ...Envelope, token: Type.String() });
export const CaptchaImageResponse = Type.Object({
  ...Envelope,
  captchaEnabled: Type.Boolean(),
  uuid: Type.Optional(Type.String()),
  img: Type.Optional(Type.String({ description: 'base64 of a PNG image, without a data: prefix' })),
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
    loginDate: TimeOrNull,
    createTime: TimeOrNull,
  }),
  roles: Type.Array(Type.String()),
  permissions: Type.Array(Type.String()),
  isMember: Type.Boolean(),
  isDefaultModifyPwd: Type.Boolean(),
  isPasswordExpired: Type.Boolean(),
});
