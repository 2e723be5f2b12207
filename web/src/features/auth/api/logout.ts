import { type AjaxResult, http } from '@/lib/request';

/** Ends the server session of the current token (the store clears the local one). */
export function logout(): Promise<AjaxResult> {
  return http.post('/logout');
}
