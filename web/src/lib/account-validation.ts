import { isPasswordLength, isPhone } from '@/lib/validate';
import type { Translation } from '@/locales/zh';

// Client-side checks of the account forms. They answer message keys, so a language switch
// re-translates errors already on screen.

export type ErrorKey = keyof Translation['validation'];
export type FieldErrors<F extends string> = Partial<Record<F, ErrorKey>>;

export const NICKNAME_MAX = 30;

export function phoneError(phone: string): ErrorKey | undefined {
  if (!phone) return 'phoneRequired';
  if (!isPhone(phone)) return 'phoneInvalid';
  return undefined;
}

export function requiredError(value: string, key: ErrorKey): ErrorKey | undefined {
  return value ? undefined : key;
}

export function passwordError(password: string): ErrorKey | undefined {
  if (!password) return 'passwordRequired';
  if (!isPasswordLength(password)) return 'passwordLength';
  return undefined;
}

export function confirmError(password: string, confirm: string): ErrorKey | undefined {
  if (!confirm) return 'confirmRequired';
  if (password !== confirm) return 'passwordMismatch';
  return undefined;
}

export function nickNameError(nickName: string): ErrorKey | undefined {
  if (!nickName.trim()) return 'nickNameRequired';
  if (nickName.trim().length > NICKNAME_MAX) return 'nickNameLength';
  return undefined;
}

export function hasErrors(errors: Record<string, ErrorKey | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}
