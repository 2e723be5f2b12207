import { useMutation } from '@tanstack/react-query';
import { type AjaxResult, http, tokenless } from '@/lib/request';
import type { ResetPwdInput } from '../types';

export function resetPwd(input: ResetPwdInput): Promise<AjaxResult> {
  return http.put('/userResetPwd', input, tokenless);
}

export function useResetPwd() {
  return useMutation({ mutationFn: resetPwd });
}
