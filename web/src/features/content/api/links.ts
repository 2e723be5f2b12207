import type { Static } from 'typebox';
import type * as schema from '@server/modules/content/links.schema';
import { joinIds, useInvalidatingMutation } from '@/features/system/api/admin-kit';
import { type AjaxResult, http, type TableDataInfo } from '@/lib/request';
import { contentKey, publicSiteKey } from './content-key';

// The footer's friend links (`/content/links`).

export type LinkAddInput = Static<typeof schema.LinkBody>;
export type LinkEditInput = Static<typeof schema.LinkUpdateBody>;
export type LinkListParams = Static<typeof schema.LinkListQuery>;

export interface FriendLinkRow extends Required<Omit<LinkEditInput, 'remark'>> {
  createTime?: string | null;
  remark?: string | null;
}

export const linkListKey = contentKey('links', 'list');

export const listLinks = (params: LinkListParams) =>
  http.get<TableDataInfo<FriendLinkRow>>('/content/links/list', { params });
export const getLink = (id: number) => http.get<AjaxResult<FriendLinkRow>>(`/content/links/${id}`);
export const addLink = (data: LinkAddInput) => http.post('/content/links', data);
export const updateLink = (data: LinkEditInput) => http.put('/content/links', data);
export const delLinks = (ids: number | number[]) => http.delete(`/content/links/${joinIds(ids)}`);
export const linksExportPath = '/content/links/export';

const linkKeys = [contentKey('links'), publicSiteKey] as const;
export const useAddLink = () => useInvalidatingMutation(addLink, ...linkKeys);
export const useUpdateLink = () => useInvalidatingMutation(updateLink, ...linkKeys);
export const useDelLinks = () => useInvalidatingMutation(delLinks, ...linkKeys);
