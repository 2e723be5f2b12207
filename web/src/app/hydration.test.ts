import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { canHydrate, loadMatchedRoutes } from './hydration';

const at = (href: string) => new URL(href, 'http://localhost') as unknown as Location;

function prerenderedRoot(path: string) {
  const root = document.createElement('div');
  root.dataset.prerendered = path;
  return root;
}

describe('whether the prerendered page is hydrated', () => {
  afterEach(() => {
    Cookies.remove('Admin-Token');
    localStorage.clear();
  });

  it('is, for a logged-out Chinese visit of its path without a query string', () => {
    expect(canHydrate(prerenderedRoot('/index'), at('/index'))).toBe(true);
  });

  it.each([
    ['another path', '/index', '/memberShip'],
    ['a query string', '/index', '/index?pageNum=2'],
    ['index.html (nothing prerendered)', '', '/index'],
  ])('is not, on %s', (_, prerendered, href) => {
    expect(canHydrate(prerenderedRoot(prerendered), at(href))).toBe(false);
  });

  it('is not, for a logged-in or English visitor (their first render differs)', () => {
    Cookies.set('Admin-Token', 'abc');
    expect(canHydrate(prerenderedRoot('/index'), at('/index'))).toBe(false);
    Cookies.remove('Admin-Token');
    localStorage.setItem('lang', '1');
    expect(canHydrate(prerenderedRoot('/index'), at('/index'))).toBe(false);
  });
});

describe('loadMatchedRoutes', () => {
  it('loads the lazy routes of the path, and only those, into the route table', async () => {
    const Page = () => null;
    const routes = [
      { path: '/', children: [{ path: 'index', lazy: async () => ({ Component: Page }) }] },
      { path: '/other', lazy: async () => ({ Component: Page }) },
    ];
    await loadMatchedRoutes(routes, '/index');
    expect(routes[0]!.children![0]).toEqual({ path: 'index', Component: Page });
    expect(routes[1]!.lazy).toBeTypeOf('function');
  });
});
