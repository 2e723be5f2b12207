import { type AjaxResult, http, tokenless } from '@/lib/request';
import type { SendCaptchaInput } from '../types';

/** Sends the SMS code for phone login. */
export function sendCaptcha(input: SendCaptchaInput): Promise<AjaxResult> {
  return http.post('/sendCaptcha', input, tokenless);
}
