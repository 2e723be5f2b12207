import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FORBIDDEN_MSG, HttpError, UNAUTHORIZED_MSG } from '../http/envelope.js';
import { mustChangeInitialPassword, resolveSession } from '../modules/auth/session.service.js';
import { ADMIN_ROLE_KEY, hasPermission } from '../modules/system/access.queries.js';
import { findConfigValue } from '../modules/system/config.queries.js';

/**
 * Who may call a route. `public`: anyone, and the token is not even looked at; `optional`: anyone,
 * with the caller identified when a valid token comes; `user`: any logged-in user (the default);
 * `{permission}`: RuoYi's permission string; `{role}`: a role key (admin passes every role check).
 */
export type RouteAccess = 'public' | 'optional' | 'user' | { permission: string } | { role: string };

export interface CurrentUser {
  userId: number;
  userName: string;
  nickName: string;
  sessionId: string;
  roles: string[];
  permissions: string[];
  /** Outside demo mode, an account still on a password someone else set may only change it. */
  mustChangePassword: boolean;
}

/** What such an account may still call: who it is, its menu, logging out and the change itself. */
const BEFORE_PASSWORD_CHANGE = new Set(
  ['/getInfo', '/getRouters', '/logout', '/system/user/profile', '/system/user/profile/updatePwd'].map(
    (path) => `/prod-api${path}`,
  ),
);
export const CHANGE_PASSWORD_FIRST_MSG = '请先修改初始密码';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw new HttpError(401, UNAUTHORIZED_MSG);
  return request.currentUser;
}

async function identify(app: FastifyInstance, request: FastifyRequest): Promise<CurrentUser | null> {
  const token = bearerToken(request);
  const session = token ? await resolveSession(app.db, token) : null;
  if (!session) return null;
  const { user, roles, permissions } = session;
  const mustChangePassword =
    !app.config.demoSeed &&
    session.hasPassword &&
    !session.pwdUpdateDate &&
    mustChangeInitialPassword(await findConfigValue(app.db, 'sys.account.initPasswordModify'), session);
  return { ...user, sessionId: session.sessionId, roles, permissions, mustChangePassword };
}

/**
 * Enforces each route's declared access before its body is read. The token costs database work,
 * so it is resolved only for routes that use the caller, and public routes carry no hook at all.
 */
export default fp(async function auth(app: FastifyInstance) {
  app.decorateRequest('currentUser', null);

  async function authorize(request: FastifyRequest) {
    const access = request.routeOptions.config.access ?? 'user';
    request.currentUser = await identify(app, request);
    if (access === 'optional') return;
    const user = requireUser(request);
    if (user.mustChangePassword && !BEFORE_PASSWORD_CHANGE.has(request.routeOptions.url ?? '')) {
      throw new HttpError(403, CHANGE_PASSWORD_FIRST_MSG);
    }
    if (typeof access === 'string') return; // 'user'
    const allowed =
      'permission' in access
        ? hasPermission(user.permissions, access.permission)
        : user.roles.includes(ADMIN_ROLE_KEY) || user.roles.includes(access.role);
    if (!allowed) throw new HttpError(403, FORBIDDEN_MSG);
  }

  app.addHook('onRoute', (route) => {
    if (route.config?.access === 'public') return;
    route.onRequest = [...[route.onRequest ?? []].flat(), authorize];
  });
});
