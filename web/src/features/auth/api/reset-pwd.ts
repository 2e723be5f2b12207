import { useMutation } from '@tanstack/react-query';
import { type AjaxResult, http, tokenless } from '@/lib/request';

export interface ResetPwdInput {
  phone: string;
  resetToken: string;
  password: string;
}

export function resetPwd(input: ResetPwdInput): Promise<AjaxResult> {
  return http.put('/userResetPwd', input, tokenless);
}

export function useResetPwd() {
  return useMutation({ mutationFn: resetPwd });
}
