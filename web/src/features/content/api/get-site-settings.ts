import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteSettings, SiteSettingsAnswer } from '@server/modules/content/settings.schema';
import { http } from '@/lib/request';

/** Footer contacts, ICP number, official-account image and the maintenance notice (sys_config). */
export async function getSiteSettings(): Promise<SiteSettings> {
  const res = await http.get<SiteSettingsAnswer>('/api/bll/site/settings');
  if (!res.data) throw new Error('empty settings');
  return res.data;
}

export const siteSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['site', 'settings'], queryFn: getSiteSettings, staleTime: 5 * 60 * 1000 });

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}
