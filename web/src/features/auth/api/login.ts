import { useMutation } from '@tanstack/react-query';
import { http, tokenless } from '@/lib/request';
import type { LoginInput, TokenResult } from '../types';

/** Logs in by account and password (with the image captcha when it is on). */
export function login(input: LoginInput): Promise<TokenResult> {
  return http.post<TokenResult>('/login', input, tokenless);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
