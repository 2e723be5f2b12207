// Validation rules of SPEC.md §5 and the phone format of the login forms.

/** Route params userId, roleId, dictId, tableId: digits only. */
export function isDigits(value: string | undefined | null): value is string {
  return typeof value === 'string' && /^\d+$/.test(value);
}

/** Optional sign, integer part without leading zero, optional decimals. */
export function isNumeric(value: string | number | undefined | null): boolean {
  if (value === undefined || value === null) return false;
  return /^[+-]?(0|[1-9]\d*)(\.\d+)?$/.test(String(value));
}

/** Mainland mobile numbers: 11 digits starting 13–19. */
export function isPhone(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value);
}

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;

export function isPasswordLength(value: string): boolean {
  return value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX;
}
