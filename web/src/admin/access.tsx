import type { ReactNode } from 'react';
import { hasPermi, useHasPermi, useHasRole } from '@/lib/access';
import { useSession } from '@/store/session';

// RuoYi's v-hasPermi / v-hasRole as components (SPEC.md §6): the children are left out unless the
// user holds one of the values. A missing or empty value list is a programming error and throws.

interface AccessProps {
  value: readonly string[];
  children?: ReactNode;
}

/** Renders its children when the user has '*:*:*' or one of the permissions in `value`. */
export function HasPermi({ value, children }: AccessProps) {
  return useHasPermi(value) ? <>{children}</> : null;
}

/** Renders its children when the user has role 'admin' or one of the roles in `value`. */
export function HasRole({ value, children }: AccessProps) {
  return useHasRole(value) ? <>{children}</> : null;
}

/** `can(perm)`: whether the user holds `perm` (always true without one), for lists of buttons. */
export function useCan(): (perm?: string) => boolean {
  const permissions = useSession((s) => s.permissions);
  return (perm) => !perm || hasPermi([perm], permissions);
}
