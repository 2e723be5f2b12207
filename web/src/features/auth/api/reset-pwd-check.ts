import { useMutation } from '@tanstack/react-query';
import { http, tokenless } from '@/lib/request';
import type { ResetPwdCheckInput, ResetPwdCheckResult } from '../types';

/** Checks the reset SMS code; answers the token that allows setting a new password. */
export function resetPwdCheck(input: ResetPwdCheckInput): Promise<ResetPwdCheckResult> {
  return http.put<ResetPwdCheckResult>('/userResetPwdCheck', input, tokenless);
}

export function useResetPwdCheck() {
  return useMutation({ mutationFn: resetPwdCheck });
}
