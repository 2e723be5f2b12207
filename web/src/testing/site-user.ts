import Cookies from 'js-cookie';
import { useSession } from '@/store/session';
import { type ApiServer, ok } from './api-server';

// 小明, the registered user the public pages' tests log in as (user 7, phone 13800138000).

export const siteUser = { userId: 7, userName: '13800138000', nickName: '小明' };

/** Holds a token as after logging in, without calling the server. */
export function holdToken() {
  Cookies.set('Admin-Token', 'tok');
  useSession.setState({ token: 'tok' });
}

export function dropToken() {
  Cookies.remove('Admin-Token');
  useSession.setState({ token: '' });
}

/** `GET /getInfo` answers `user` (小明 by default) as a plain site user, a member or not. */
export function serveSiteUser(
  api: Pick<ApiServer, 'on'>,
  {
    isMember = false,
    user = siteUser,
    roles = ['common'],
  }: { isMember?: boolean; user?: object; roles?: string[] } = {},
) {
  api.on('GET /getInfo', ok({ user, roles, permissions: [], isMember }));
}

/** 小明 logged in (a member or not). */
export function logInSiteUser(api: Pick<ApiServer, 'on'>, options: { isMember?: boolean } = {}) {
  holdToken();
  serveSiteUser(api, options);
}
