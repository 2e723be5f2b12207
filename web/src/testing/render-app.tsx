import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { createQueryClient } from '@/lib/query';
import { setUnauthorizedHandler } from '@/lib/request';
import { useSession } from '@/store/session';

/** Renders the whole app (real route table, providers, feedback UI) at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setUnauthorizedHandler((redirect) => {
    useSession.getState().clearSession();
    if (redirect !== null) void router.navigate(`/login?redirect=${encodeURIComponent(redirect)}`);
  });
  const view = render(
    <AppProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  const location = () => router.state.location.pathname + router.state.location.search;
  return { ...view, router, location };
}
