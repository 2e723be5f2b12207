import { matchRoutes, type RouteObject } from 'react-router';
import { getToken } from '@/lib/auth-token';
import { readStoredLang } from '@/lib/i18n';

// A prerendered page (prerender.tsx) is hydrated, not rendered again, when this visit would render
// the same markup: its path, no query string, Chinese, logged out.

/** Whether `root` holds the prerendered markup of this visit's first render. */
export function canHydrate(root: HTMLElement, location: Location): boolean {
  return (
    root.dataset.prerendered === location.pathname &&
    location.search === '' &&
    readStoredLang() === 0 &&
    !getToken()
  );
}

/**
 * Loads the lazy routes `pathname` matches, as the prerender did, so that the router starts with
 * the page itself (not the loading fallback) and the first render matches the markup.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy !== 'function') continue;
    const loaded = await route.lazy();
    delete route.lazy;
    Object.assign(route, loaded);
  }
}
