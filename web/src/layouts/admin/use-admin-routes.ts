import { useMemo } from 'react';
import { useLocation, useMatches } from 'react-router';
import {
  type AdminRoute,
  buildMenu,
  DASHBOARD_PATH,
  DASHBOARD_TITLE,
  DYNAMIC_ROUTE_ID,
  flattenTree,
  matchRoute,
} from '@/admin/route-tree';
import { useRouters } from '@/features/auth/api/get-routers';
import { selectLoggedIn, useSession } from '@/store/session';

/** What a code-declared admin route (dashboard, the activeMenu routes) tells the shell about itself. */
export interface AdminPageHandle {
  adminPage: {
    title: string;
    component?: string;
    activeMenu?: string;
    affix?: boolean;
    name?: string;
    noCache?: boolean;
  };
}

export const dashboardRoute: AdminRoute = {
  path: DASHBOARD_PATH,
  title: DASHBOARD_TITLE,
  name: 'Index',
  icon: 'dashboard',
  hidden: false,
  affix: true,
  parents: [],
};

/** The user's getRouters tree with its flat page list and visible menu. */
export function useAdminRoutes() {
  const loggedIn = useSession(selectLoggedIn);
  const query = useRouters({ enabled: loggedIn });
  const tree = query.data;
  const flat = useMemo(() => flattenTree(tree ?? []), [tree]);
  const menu = useMemo(() => buildMenu(tree ?? []), [tree]);
  return { query, tree: tree ?? [], flat, menu };
}

/** The admin route being shown: a code-declared one (by its handle) or a page of the tree. */
export function useCurrentRoute(pages: readonly AdminRoute[]): {
  current: AdminRoute | null;
  dynamic: boolean;
} {
  const matches = useMatches();
  const { pathname } = useLocation();
  const last = matches.at(-1);
  const handle = last?.handle as AdminPageHandle | undefined;
  return useMemo(() => {
    if (handle?.adminPage) {
      const page = handle.adminPage;
      const active = page.activeMenu ? matchRoute(pages, page.activeMenu) : null;
      const current: AdminRoute = {
        path: pathname,
        hidden: true,
        ...page,
        parents: active ? [...active.parents, { title: active.title, path: active.path }] : [],
      };
      return { current: pathname === DASHBOARD_PATH ? { ...dashboardRoute } : current, dynamic: false };
    }
    return { current: matchRoute(pages, pathname), dynamic: last?.id === DYNAMIC_ROUTE_ID };
  }, [handle, pages, pathname, last?.id]);
}
