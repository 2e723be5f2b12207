import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AjaxResult, http } from '@/lib/request';
import type { SiteSettings } from '../types';

/** Footer contacts, ICP number, official-account image and the maintenance notice (sys_config). */
export async function getSiteSettings(): Promise<SiteSettings> {
  const res = await http.get<AjaxResult<SiteSettings>>('/api/bll/site/settings');
  if (!res.data) throw new Error('empty settings');
  return res.data;
}

export const siteSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['site', 'settings'], queryFn: getSiteSettings, staleTime: 5 * 60 * 1000 });

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}
