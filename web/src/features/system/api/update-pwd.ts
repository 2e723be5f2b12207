import { useMutation } from '@tanstack/react-query';
import { type AjaxResult, http } from '@/lib/request';
import type { UpdatePwdInput } from '../types';

/** Changes the logged-in user's password; the server ends the user's other sessions. */
export function updatePwd(input: UpdatePwdInput): Promise<AjaxResult> {
  return http.put('/system/user/profile/updatePwd', input);
}

export function useUpdatePwd() {
  return useMutation({ mutationFn: updatePwd });
}
