import type { FormErrorKey } from './components/use-form-errors';

// Checks of the personal-center forms beyond the shared account checks (lib/account-validation),
// mirroring the server's schemas so a bad value is caught before it is sent.

export const EMAIL_MAX = 50;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
/** Characters the server refuses in passwords (as RuoYi does). */
const FORBIDDEN_PASSWORD_CHARS = /[<>"'\\|]/;

/** Empty is allowed: it clears the address. */
export function emailError(email: string): FormErrorKey | undefined {
  const value = email.trim();
  if (!value) return undefined;
  if (value.length > EMAIL_MAX) return 'personal.emailLength';
  if (!EMAIL.test(value)) return 'personal.emailInvalid';
  return undefined;
}

export function passwordCharsError(password: string): FormErrorKey | undefined {
  return FORBIDDEN_PASSWORD_CHARS.test(password) ? 'personal.passwordChars' : undefined;
}
