// Query keys of the content admin: a mutation invalidates every list under its resource's prefix.

/** Query key prefix, e.g. `contentKey('article', 'list')` → ['content', 'article', 'list']. */
export const contentKey = (...parts: string[]) => ['content', ...parts] as const;

/**
 * The public site's queries (features/content/api/get-*: menu, articles, links, settings). Content changes
 * invalidate them too, so staff who open the site in the same tab see the change at once.
 */
export const publicSiteKey = ['site'] as const;
