import { useMutation } from '@tanstack/react-query';
import { type AjaxResult, http } from '@/lib/request';

export interface UpdateProfileInput {
  nickName: string;
  email: string;
  sex: string;
}

/** Updates the logged-in user's own profile (the server uses the token's user id). */
export function updateProfile(input: UpdateProfileInput): Promise<AjaxResult> {
  return http.put('/system/user/edit', input);
}

export function useUpdateProfile(options: { onSuccess?: () => void } = {}) {
  return useMutation({ mutationFn: updateProfile, onSuccess: options.onSuccess });
}
