import type * as schema from '@server/modules/content/links.schema';
import { adminResource } from '@/admin/crud/admin-resource';
import { resourceCallsOf } from '@/admin/crud/resource-calls';
import { contentKey, publicSiteKey } from './content-key';

// The footer's friend links (`/content/links`).

export const linksApi = resourceCallsOf<'Link', typeof schema>('/content/links');

export const linksResource = adminResource(linksApi, [contentKey('links'), publicSiteKey], {
  noun: '友情链接',
  rowKey: 'id',
  exportName: 'links',
});
