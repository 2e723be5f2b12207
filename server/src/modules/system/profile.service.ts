import bcrypt from 'bcryptjs';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { badRequest, HttpError, UNAUTHORIZED_MSG } from '../../http/envelope.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { replacePassword } from '../auth/auth.service.js';
import { findRoles } from './access.queries.js';
import type { ProfileBody } from './system.schema.js';
import { findPasswordHash, findUser, updateUserRow } from './user.queries.js';
import { updatedBy } from '../../http/audit-stamp.js';

// RuoYi's personal center: always the token's user, never an id from the request (DESIGN.md §5).

export const WRONG_OLD_PASSWORD_MSG = '修改密码失败，旧密码错误';
export const SAME_PASSWORD_MSG = '新密码不能与旧密码相同';

const loggedOut = () => new HttpError(401, UNAUTHORIZED_MSG);

/** The caller's live account (the answer's schema keeps what the personal center shows) and role names. */
export async function getProfile(db: Kysely<Database>, userId: number) {
  const user = await findUser(db, userId);
  if (!user) throw loggedOut();
  const roles = await findRoles(db, userId);
  return { user, roleGroup: roles.map((role) => role.roleName).join(',') };
}

export async function updateProfile(db: Kysely<Database>, current: CurrentUser, input: ProfileBody) {
  await updateUserRow(db, current.userId, {
    nickName: input.nickName.trim(),
    email: input.email,
    sex: input.sex,
    ...updatedBy(current.userName),
  });
}

/** Checks the old password, then stores the new one; the caller's other sessions end. */
export async function changeOwnPassword(
  db: Kysely<Database>,
  current: CurrentUser,
  oldPassword: string,
  newPassword: string,
) {
  const hash = await findPasswordHash(db, current.userId);
  if (hash === undefined) throw loggedOut();
  // An account without a password (SMS only) sets one through the reset by SMS code instead.
  if (!hash || !(await bcrypt.compare(oldPassword, hash))) throw badRequest(WRONG_OLD_PASSWORD_MSG);
  if (newPassword === oldPassword) throw badRequest(SAME_PASSWORD_MSG);
  await replacePassword(db, current, newPassword, current.sessionId);
}
