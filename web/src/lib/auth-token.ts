import Cookies from 'js-cookie';

// The session token lives in cookie `Admin-Token` (SPEC.md §4), as in RuoYi.
export const TOKEN_KEY = 'Admin-Token';

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_KEY) || undefined;
}

export function setToken(token: string): void {
  Cookies.set(TOKEN_KEY, token, { sameSite: 'lax' });
}

export function removeToken(): void {
  Cookies.remove(TOKEN_KEY);
}
