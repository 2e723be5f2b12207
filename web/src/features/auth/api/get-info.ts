import { http } from '@/lib/request';
import type { GetInfoResult } from '../types';

/** The logged-in user with roles and permissions; the session store keeps the answer. */
export function getInfo(): Promise<GetInfoResult> {
  return http.get<GetInfoResult>('/getInfo');
}
