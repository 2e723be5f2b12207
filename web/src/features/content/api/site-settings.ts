import { queryOptions } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type * as schema from '@server/modules/content/site-settings.schema';
import { useInvalidatingMutation } from '@/features/system/api/admin-kit';
import { type AjaxResult, http } from '@/lib/request';
import { contentKey, publicSiteKey } from './content-key';

// 站点设置: the footer's contact details and the maintenance notice (`/content/site/settings`),
// read and saved as one object.

export type SiteSettingsInput = Static<typeof schema.SiteSettingsBody>;

export const siteSettingsKey = contentKey('site', 'settings');

export const getSiteSettings = () => http.get<AjaxResult<SiteSettingsInput>>('/content/site/settings');
export const updateSiteSettings = (data: SiteSettingsInput) => http.put('/content/site/settings', data);

export const siteSettingsQueryOptions = () =>
  queryOptions({ queryKey: siteSettingsKey, queryFn: getSiteSettings, staleTime: 0 });

export const useUpdateSiteSettings = () =>
  useInvalidatingMutation(updateSiteSettings, siteSettingsKey, publicSiteKey);
