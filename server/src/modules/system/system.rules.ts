import { badRequest } from '../../http/envelope.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { ADMIN_ROLE_KEY } from './access.queries.js';

// Rules the user and role services share: the super admin (user 1) and the admin role (role 1)
// stay as they are, and links point only at rows that exist.

export const ADMIN_USER_ID = 1;
export const ADMIN_ROLE_ID = 1;
export const ADMIN_USER_MSG = '不允许操作超级管理员用户';
export const ADMIN_ROLE_MSG = '不允许操作超级管理员角色';
export const KEEP_ADMIN_ROLE_MSG = '不允许取消超级管理员的管理员角色';

export const isAdminCaller = (current: CurrentUser) => current.roles.includes(ADMIN_ROLE_KEY);

/** Refuses to touch the super admin unless the caller is that account. */
export function checkUserAllowed(current: CurrentUser, userId: number): void {
  if (userId === ADMIN_USER_ID && current.userId !== ADMIN_USER_ID) throw badRequest(ADMIN_USER_MSG);
}

/** The super admin keeps the admin role, whoever asks: without it nobody could administer anything. */
export function checkKeepsAdminRole(userId: number, roleIds: readonly number[]): void {
  if (userId === ADMIN_USER_ID && !roleIds.includes(ADMIN_ROLE_ID)) throw badRequest(KEEP_ADMIN_ROLE_MSG);
}

/**
 * 400 naming the ids among `wanted` that are not in `found` (e.g. '用户不存在：68'), before a link
 * to them would break a foreign key.
 */
export function checkAllExist(what: string, wanted: readonly number[], found: readonly number[]): void {
  const known = new Set(found);
  const absent = wanted.filter((id) => !known.has(id));
  if (absent.length > 0) throw badRequest(`${what}不存在：${absent.join(',')}`);
}
