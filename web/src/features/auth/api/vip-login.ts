import { useMutation } from '@tanstack/react-query';
import { http, tokenless } from '@/lib/request';
import type { TokenResult, VipLoginInput } from '../types';

/** Logs in by phone number and SMS code. */
export function vipLogin(input: VipLoginInput): Promise<TokenResult> {
  return http.post<TokenResult>('/viplogin', input, tokenless);
}

export function useVipLogin() {
  return useMutation({ mutationFn: vipLogin });
}
