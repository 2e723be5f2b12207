// Shapes of the account endpoints, taken from the server's route schemas so the two cannot drift.
import type { Static } from 'typebox';
import type * as auth from '@server/modules/auth/auth.schema';
import type * as system from '@server/modules/system/system.schema';

export type GetInfoResult = Static<typeof auth.InfoResponse>;
export type UserInfo = GetInfoResult['user'];
export type TokenResult = Static<typeof auth.TokenResponse>;
export type CaptchaImageResult = Static<typeof auth.CaptchaImageResponse>;
/** Image captcha answer sent along with a call when the captcha is on. */
export type CaptchaAnswer = Pick<Static<typeof auth.SendCaptchaBody>, 'code' | 'uuid'>;
export type SendCaptchaInput = Static<typeof auth.SendCaptchaBody>;
export type SendCodeInput = Static<typeof auth.SendCodeBody>;
export type VipLoginInput = Static<typeof auth.VipLoginBody>;
export type LoginInput = Static<typeof auth.LoginBody>;
export type RegisterByPhoneInput = Static<typeof auth.RegisterBody>;
export type ResetPwdCheckInput = Static<typeof auth.ResetCheckBody>;
export type ResetPwdCheckResult = Static<typeof auth.ResetCheckResponse>;
export type ResetPwdInput = Static<typeof auth.ResetBody>;

type ServerRouterVo = system.RouterVo;

/** Client routes carry more meta than the server sends (affix, activeMenu, breadcrumb). */
export type RouterMeta = NonNullable<ServerRouterVo['meta']> & {
  affix?: boolean;
  activeMenu?: string;
  breadcrumb?: boolean;
};

/** A getRouters node, with the client's extra meta at every level. */
export type RouterVo = Omit<ServerRouterVo, 'meta' | 'children'> & {
  meta?: RouterMeta;
  children?: RouterVo[];
};
