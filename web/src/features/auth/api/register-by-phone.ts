import { useMutation } from '@tanstack/react-query';
import { http, tokenless } from '@/lib/request';
import type { RegisterByPhoneInput, TokenResult } from '../types';

/** Creates an account; the answer carries a token, so the visitor is logged in. */
export function registerByPhone(input: RegisterByPhoneInput): Promise<TokenResult> {
  return http.post<TokenResult>('/registerByPhone', input, tokenless);
}

export function useRegisterByPhone() {
  return useMutation({ mutationFn: registerByPhone });
}
