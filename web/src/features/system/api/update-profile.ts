import { useMutation } from '@tanstack/react-query';
import { type AjaxResult, http } from '@/lib/request';
import type { UpdateProfileInput } from '../types';

/** Updates the logged-in user's own profile (the server uses the token's user id). */
export function updateProfile(input: UpdateProfileInput): Promise<AjaxResult> {
  return http.put('/system/user/edit', input);
}

export function useUpdateProfile(options: { onSuccess?: () => void } = {}) {
  return useMutation({ mutationFn: updateProfile, onSuccess: options.onSuccess });
}
