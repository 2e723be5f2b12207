import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/request';
import type { ProfileResult } from '../types';

/** The logged-in user (the token's, never another id) with role and post groups. */
export function getProfile(): Promise<ProfileResult> {
  return http.get<ProfileResult>('/system/user/profile');
}

export const profileQueryKey = ['system', 'profile'] as const;

export const profileQueryOptions = () => queryOptions({ queryKey: profileQueryKey, queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
