import { Spin } from 'antd';
import { Activity, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import {
  type Location,
  type NavigationType,
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useNavigationType,
  useOutlet,
} from 'react-router';
import type { AdminRoute } from '@/admin/route-tree';
import { useSession } from '@/store/session';

// RuoYi's cachedViews (<keep-alive :include="cachedViews">): the page of every open tab whose route
// may be cached stays mounted, hidden, while another tab is shown, so coming back finds its search
// form, page and scroll as they were. Closing the tab unmounts it; a new generation (刷新页面)
// mounts it afresh. Each kept page sees the location it was left at, not the shown page's.

interface KeptPage {
  path: string;
  /** What the page's router hooks see: where it was left. */
  seen: { location: Location; navigationType: NavigationType };
  current: AdminRoute | null;
  element: ReactNode;
}

export interface KeepAliveOutletProps {
  /** The outlet context of the shown page (the shell's current route). */
  current: AdminRoute | null;
  /** Bumped per path to reload that page (the tab menu's 刷新页面). */
  generations: Readonly<Record<string, number>>;
}

/** Each kept page's generation, and the reload of one (the tab menu's 刷新页面). */
export function usePageGenerations() {
  const [generations, setGenerations] = useState<Record<string, number>>({});
  const reload = useCallback(
    (path: string) => setGenerations((all) => ({ ...all, [path]: (all[path] ?? 0) + 1 })),
    [],
  );
  return { generations, reload };
}

/** The window's scroll per page path, restored when its tab is shown again. */
function useScrollPerPage(pathname: string) {
  const positions = useRef(new Map<string, number>());
  useEffect(() => {
    const saved = positions.current.get(pathname) ?? 0;
    // After the root layout's scroll-to-top of this same navigation, which runs after this effect.
    queueMicrotask(() => window.scrollTo(0, saved));
    const remember = () => positions.current.set(pathname, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [pathname]);
}

export function KeepAliveOutlet({ current, generations }: KeepAliveOutletProps) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const outlet = useOutlet({ current });
  const views = useSession((s) => s.visitedViews);
  const cachedNames = useSession((s) => s.cachedViews);
  const [pages, setPages] = useState<KeptPage[]>([]);
  useScrollPerPage(location.pathname);

  const cachedPaths = new Set(
    views.filter((view) => view.name && cachedNames.includes(view.name)).map((view) => view.path),
  );
  const kept = (path: string) => path === location.pathname || cachedPaths.has(path);

  // The shown page's entry follows its location and route (React's "adjust state while rendering").
  const shown = pages.find((page) => page.path === location.pathname);
  if (!shown || shown.seen.location !== location || shown.current !== current) {
    const entry = { path: location.pathname, seen: { location, navigationType }, current, element: outlet };
    // In place, so the other pages' nodes are not moved (an iframe would reload).
    setPages((list) =>
      list.some((page) => page.path === entry.path)
        ? list.map((page) => (page.path === entry.path ? entry : page)).filter((page) => kept(page.path))
        : [...list.filter((page) => kept(page.path)), entry],
    );
  }

  return pages
    .filter((page) => kept(page.path))
    .map((page) => {
      const visible = page.path === location.pathname;
      return (
        <Activity key={`${page.path}#${generations[page.path] ?? 0}`} mode={visible ? 'visible' : 'hidden'}>
          <LocationContext.Provider value={page.seen}>
            <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
              {visible ? outlet : page.element}
            </Suspense>
          </LocationContext.Provider>
        </Activity>
      );
    });
}
