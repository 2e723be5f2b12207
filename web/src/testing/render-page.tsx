import { render } from '@testing-library/react';
import Cookies from 'js-cookie';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query';
import { useSession } from '@/store/session';
import { type ApiServer, ok } from './api-server';

/** Logs a staff user in locally, holding `permissions` (all by default). */
export function loginAs(permissions: string[] = ['*:*:*']) {
  Cookies.set('Admin-Token', 'tok');
  useSession.setState({ token: 'tok', permissions, roles: ['common'] });
}

/**
 * Renders one admin page inside the app's providers (query client, feedback host) at `url`,
 * routed by `path` (a pattern with params, when the page reads them).
 */
export function renderPage(
  page: ReactElement,
  { path = '/', url = path }: { path?: string; url?: string } = {},
) {
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <p>other page</p> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <AppProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router };
}

type DictRow = [value: string, label: string, listClass?: string];

/** Dictionary rows as `GET /system/dict/data/type/{type}` answers them. */
export const dictOf = (...rows: DictRow[]) =>
  rows.map(([dictValue, dictLabel, listClass = '']) => ({ dictValue, dictLabel, listClass, cssClass: '' }));

/** Serves each dictionary of `dicts` (type → its `dictOf` rows) at `GET /system/dict/data/type/{type}`. */
export function serveDicts(api: Pick<ApiServer, 'on'>, dicts: Record<string, ReturnType<typeof dictOf>>) {
  for (const [type, rows] of Object.entries(dicts)) {
    api.on(`GET /system/dict/data/type/${type}`, ok({ data: rows }));
  }
}

/** sys_normal_disable, the 正常/停用 switch of most admin tables. */
export const normalDisable = dictOf(['0', '正常', 'primary'], ['1', '停用', 'danger']);
