import { type AjaxResult, http, tokenless } from '@/lib/request';
import type { SendCodeInput } from '../types';

/** Sends the SMS code for registration or password reset. */
export function sendCode(input: SendCodeInput): Promise<AjaxResult> {
  return http.post('/sendCode', input, tokenless);
}
