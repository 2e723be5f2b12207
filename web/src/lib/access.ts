import { useSession } from '@/store/session';

// Role and permission checks of SPEC.md §6: pure functions of the user's lists (by default the
// session store's), plus hooks that re-render when the lists change.

export const ALL_PERMISSION = '*:*:*';
export const SUPER_ADMIN = 'admin';

/** True when `held` has `wildcard` or one of `required`; `required` must name at least one. */
function holdsOneOf(required: readonly string[], held: readonly string[], wildcard: string, unset: string) {
  if (!Array.isArray(required) || required.length === 0) {
    throw new Error(unset);
  }
  return held.some((h) => h === wildcard || required.includes(h));
}

/** True when the user holds the wildcard permission or one of `required`. */
export function hasPermi(
  required: readonly string[],
  permissions: readonly string[] = useSession.getState().permissions,
): boolean {
  return holdsOneOf(required, permissions, ALL_PERMISSION, '请设置操作权限标签值');
}

/** True when the user has role 'admin' or one of `required`. */
export function hasRole(
  required: readonly string[],
  roles: readonly string[] = useSession.getState().roles,
): boolean {
  return holdsOneOf(required, roles, SUPER_ADMIN, '请设置角色权限标签值');
}

export function useHasPermi(required: readonly string[]): boolean {
  const permissions = useSession((s) => s.permissions);
  return hasPermi(required, permissions);
}

export function useHasRole(required: readonly string[]): boolean {
  const roles = useSession((s) => s.roles);
  return hasRole(required, roles);
}
