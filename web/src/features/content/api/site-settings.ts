import { queryOptions } from '@tanstack/react-query';
import type * as schema from '@server/modules/content/settings.schema';
import { useInvalidatingMutation } from '@/admin/api-kit';
import { http } from '@/lib/request';
import { contentKey, publicSiteKey } from './content-key';

// 站点设置: the footer's contact details and the maintenance notice (`/content/site/settings`),
// read and saved as one object.

export type SiteSettingsInput = schema.SiteSettingsBody;

export const siteSettingsKey = contentKey('site', 'settings');

export const getSiteSettings = () => http.get<schema.SiteSettingsForm>('/content/site/settings');
export const updateSiteSettings = (data: SiteSettingsInput) => http.put('/content/site/settings', data);

export const siteSettingsQueryOptions = () =>
  queryOptions({ queryKey: siteSettingsKey, queryFn: getSiteSettings, staleTime: 0 });

export const useUpdateSiteSettings = () =>
  useInvalidatingMutation(updateSiteSettings, siteSettingsKey, publicSiteKey);
