import { matchPath } from 'react-router';
import type { RouterVo } from '@/features/auth/types';

// The server's RouterVo tree (GET /getRouters) turned into what the admin shell needs: a flat list
// of routable pages with their full paths and breadcrumbs, and the visible menu.

export const DASHBOARD_PATH = '/admin';
export const DASHBOARD_TITLE = '首页';
/** The id of the catch-all route whose page comes from the getRouters tree. */
export const DYNAMIC_ROUTE_ID = 'admin-dynamic';
/** First path segments of the admin menus: logged-out visitors there are sent to log in. */
export const ADMIN_SECTIONS: readonly string[] = [
  'admin',
  'system',
  'monitor',
  'tool',
  'content',
  'member',
  'activity',
  'evaluate',
  'declare',
];

export interface AdminRoute {
  /** Full path, possibly with `:params`. */
  path: string;
  title: string;
  name?: string;
  icon?: string;
  component?: string;
  hidden: boolean;
  noCache?: boolean;
  affix?: boolean;
  link?: string;
  /** The menu entry highlighted for this route (its own path unless set). */
  activeMenu?: string;
  /** Titles of the directories above it, outermost first. */
  parents: { title: string; path: string }[];
}

export interface FlatTree {
  pages: AdminRoute[];
  /** Directory paths with a real redirect (not RuoYi's 'noRedirect'). */
  redirects: Map<string, string>;
}

export const isExternal = (path: string) => /^(https?:|mailto:|tel:)/.test(path);

export function joinPath(base: string, path: string): string {
  if (isExternal(path) || path.startsWith('/')) return path || '/';
  if (!path) return base || '/';
  return `${base.replace(/\/+$/, '')}/${path}`;
}

const isDirectory = (node: RouterVo) =>
  node.component === 'Layout' || node.component === 'ParentView' || Boolean(node.children?.length);

/** Every routable page of the tree (hidden ones too), with full paths. */
export function flattenTree(tree: readonly RouterVo[]): FlatTree {
  const pages: AdminRoute[] = [];
  const redirects = new Map<string, string>();
  const walk = (
    nodes: readonly RouterVo[],
    base: string,
    parents: AdminRoute['parents'],
    hidden: boolean,
  ) => {
    for (const node of nodes) {
      const path = joinPath(base, node.path);
      const title = node.meta?.title ?? '';
      if (isDirectory(node) && node.children?.length) {
        if (node.redirect && node.redirect !== 'noRedirect') redirects.set(path, node.redirect);
        // RuoYi's wrapper of a top-level page ('/' with Layout) adds no breadcrumb of its own.
        const crumbs = title && path !== '/' ? [...parents, { title, path }] : parents;
        walk(node.children, path, crumbs, hidden || Boolean(node.hidden));
        continue;
      }
      if (isExternal(path)) continue;
      pages.push({
        path,
        title,
        name: node.name,
        icon: node.meta?.icon,
        component: node.component,
        hidden: hidden || Boolean(node.hidden),
        noCache: node.meta?.noCache,
        affix: node.meta?.affix,
        link: node.meta?.link,
        activeMenu: node.meta?.activeMenu,
        parents,
      });
    }
  };
  walk(tree, '', [], false);
  return { pages, redirects };
}

/** The page of `pathname` among `pages` (exact, parameterised paths last). */
export function matchRoute(pages: readonly AdminRoute[], pathname: string): AdminRoute | null {
  const exact = pages.find((p) => p.path === pathname);
  if (exact) return exact;
  return pages.find((p) => p.path.includes(':') && matchPath({ path: p.path, end: true }, pathname)) ?? null;
}

/** A menu entry: directories have children; leaves have a path (or an external link). */
export interface MenuNode {
  key: string;
  title: string;
  icon?: string;
  children?: MenuNode[];
}

/**
 * The visible menu, as RuoYi's sidebar shows it: hidden items left out, and a directory with a
 * single visible page (not alwaysShow) replaced by that page.
 */
export function buildMenu(nodes: readonly RouterVo[] | undefined, base = ''): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of nodes ?? []) {
    if (node.hidden) continue;
    const path = joinPath(base, node.path);
    const visible = (node.children ?? []).filter((c) => !c.hidden);
    if (node.children?.length) {
      if (visible.length === 1 && !node.alwaysShow && !visible[0].children?.length) {
        const child = visible[0];
        out.push({
          key: joinPath(path, child.path),
          title: child.meta?.title ?? '',
          icon: child.meta?.icon ?? node.meta?.icon,
        });
        continue;
      }
      if (visible.length === 0 && !node.alwaysShow) {
        out.push({ key: path, title: node.meta?.title ?? '', icon: node.meta?.icon });
        continue;
      }
      out.push({
        key: path,
        title: node.meta?.title ?? '',
        icon: node.meta?.icon,
        children: buildMenu(node.children, path),
      });
      continue;
    }
    out.push({ key: path, title: node.meta?.title ?? '', icon: node.meta?.icon });
  }
  return out;
}

/** Leaves of a menu, with the titles of their directories (for the header search). */
export function menuLeaves(
  menu: readonly MenuNode[],
  parents: string[] = [],
): { path: string; title: string[] }[] {
  return menu.flatMap((node) =>
    node.children
      ? menuLeaves(node.children, [...parents, node.title])
      : [{ path: node.key, title: [...parents, node.title] }],
  );
}

/** The keys of the directories leading to `path` (to open the submenus). */
export function openKeysOf(menu: readonly MenuNode[], path: string): string[] {
  for (const node of menu) {
    if (node.key === path) return [];
    if (node.children) {
      const inner = openKeysOf(node.children, path);
      if (inner.length || node.children.some((c) => c.key === path)) return [node.key, ...inner];
    }
  }
  return [];
}
