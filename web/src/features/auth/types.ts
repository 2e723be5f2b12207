// Shapes of the account endpoints (RuoYi-compatible, see DESIGN.md §3).

export interface UserInfo {
  userId: number;
  userName: string;
  nickName: string;
  avatar: string;
  phonenumber: string;
  email: string;
  sex: string;
}

export interface GetInfoResult {
  code: number;
  msg: string;
  user: UserInfo;
  roles: string[];
  permissions: string[];
  isMember: boolean;
  isDefaultModifyPwd: boolean;
  isPasswordExpired: boolean;
}

export interface TokenResult {
  code: number;
  msg: string;
  token: string;
}

export interface CaptchaImageResult {
  code: number;
  msg: string;
  captchaEnabled: boolean;
  uuid?: string;
  /** Base64 SVG without the data: prefix. */
  img?: string;
}

/** Image captcha answer sent along with a call when the captcha is on. */
export interface CaptchaAnswer {
  code?: string;
  uuid?: string;
}

export interface RouterMeta {
  title: string;
  icon?: string;
  noCache?: boolean;
  link?: string;
  affix?: boolean;
  activeMenu?: string;
  breadcrumb?: boolean;
}

export interface RouterVo {
  name?: string;
  path: string;
  hidden?: boolean;
  redirect?: string;
  component?: string;
  query?: string;
  alwaysShow?: boolean;
  meta?: RouterMeta;
  children?: RouterVo[];
}
