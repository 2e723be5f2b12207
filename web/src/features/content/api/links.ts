import type * as schema from '@server/modules/content/links.schema';
import { joinIds } from '@/lib/ids';
import { useInvalidatingMutation } from '@/admin/api-kit';
import { http } from '@/lib/request';
import { contentKey, publicSiteKey } from './content-key';

// The footer's friend links (`/content/links`).

export type LinkAddInput = schema.LinkBody;
export type LinkEditInput = schema.LinkUpdateBody;
export type LinkListParams = schema.LinkListQuery;
export type FriendLinkRow = schema.LinkRow;

export const linkListKey = contentKey('links', 'list');

export const listLinks = (params: LinkListParams) =>
  http.get<schema.LinkTable>('/content/links/list', { params });
export const getLink = (id: number) => http.get<schema.LinkDetail>(`/content/links/${id}`);
export const addLink = (data: LinkAddInput) => http.post('/content/links', data);
export const updateLink = (data: LinkEditInput) => http.put('/content/links', data);
export const delLinks = (ids: number | number[]) => http.delete(`/content/links/${joinIds(ids)}`);
export const linksExportPath = '/content/links/export';

const linkKeys = [contentKey('links'), publicSiteKey] as const;
export const useAddLink = () => useInvalidatingMutation(addLink, ...linkKeys);
export const useUpdateLink = () => useInvalidatingMutation(updateLink, ...linkKeys);
export const useDelLinks = () => useInvalidatingMutation(delLinks, ...linkKeys);
