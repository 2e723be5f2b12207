import type * as schema from '@server/modules/content/links.schema';
import { resourceCallsOf, resourceMutations } from '@/admin/crud/resource-calls';
import { contentKey, publicSiteKey } from './content-key';

// The footer's friend links (`/content/links`).

export type LinkAddInput = schema.LinkBody;
export type FriendLinkRow = schema.LinkRow;

export const linkListKey = contentKey('links', 'list');

export const linksApi = resourceCallsOf<'Link', typeof schema>('/content/links');

const linkKeys = [contentKey('links'), publicSiteKey] as const;
export const linksWrites = resourceMutations(linksApi, ...linkKeys);
