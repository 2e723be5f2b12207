import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// Admin pages named by the server's component strings (RuoYi RouterVo.component), resolved by
// convention: `system/user/index` → src/features/system/admin/pages/user/index.tsx and
// `system/user/authRole` → …/pages/user/auth-role.tsx (first segment: the domain folder; last
// segment kebab-cased). Each file default-exports its page.

type PageModule = { default: ComponentType };

const modules = import.meta.glob<PageModule>([
  '/src/features/*/admin/pages/**/*.tsx',
  '!/src/features/*/admin/pages/**/*.test.tsx',
]);

const kebab = (text: string) => text.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The source file a component string maps to, or null when the string cannot name one. */
export function pageFile(component: string | undefined): string | null {
  if (!component) return null;
  const segments = component
    .replace(/\.(vue|tsx)$/, '')
    .split('/')
    .filter(Boolean);
  if (segments.length < 2 || segments.some((s) => !/^[A-Za-z0-9_-]+$/.test(s))) return null;
  const [domain, ...rest] = segments;
  const last = kebab(rest.pop() as string);
  return `/src/features/${domain}/admin/pages/${[...rest.map(kebab), last].join('/')}.tsx`;
}

/** Whether a page file exists for the component string. */
export function hasPage(component: string | undefined): boolean {
  const file = pageFile(component);
  return Boolean(file && modules[file]);
}

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/** The lazily loaded page of a component string (one instance per string), or null if unknown. */
export function getPage(component: string | undefined): LazyExoticComponent<ComponentType> | null {
  const file = pageFile(component);
  const load = file ? modules[file] : undefined;
  if (!file || !load) return null;
  let page = cache.get(file);
  if (!page) {
    page = lazy(load);
    cache.set(file, page);
  }
  return page;
}
