import { render } from '@testing-library/react';
import Cookies from 'js-cookie';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query';
import { useSession } from '@/store/session';

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

/** Dictionary rows as `GET /system/dict/data/type/{type}` answers them. */
export const dictOf = (...rows: [value: string, label: string, listClass?: string][]) =>
  rows.map(([dictValue, dictLabel, listClass = '']) => ({ dictValue, dictLabel, listClass, cssClass: '' }));
