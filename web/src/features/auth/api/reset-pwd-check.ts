import { useMutation } from '@tanstack/react-query';
import { type AjaxResult, http, tokenless } from '@/lib/request';

export interface ResetPwdCheckInput {
  phone: string;
  code: string;
}

export type ResetPwdCheckResult = AjaxResult<{ resetToken: string }>;

/** Checks the reset SMS code; answers the token that allows setting a new password. */
export function resetPwdCheck(input: ResetPwdCheckInput): Promise<ResetPwdCheckResult> {
  return http.put<ResetPwdCheckResult>('/userResetPwdCheck', input, tokenless);
}

export function useResetPwdCheck() {
  return useMutation({ mutationFn: resetPwdCheck });
}
