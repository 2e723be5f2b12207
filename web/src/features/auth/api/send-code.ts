import { useMutation } from '@tanstack/react-query';
import { type AjaxResult, http, tokenless } from '@/lib/request';
import type { CaptchaAnswer } from '../types';

export type SendCodeType = 'register' | 'reset';

export interface SendCodeInput extends CaptchaAnswer {
  phone: string;
  type: SendCodeType;
}

/** Sends the SMS code for registration or password reset. */
export function sendCode(input: SendCodeInput): Promise<AjaxResult> {
  return http.post('/sendCode', input, tokenless);
}

export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}
