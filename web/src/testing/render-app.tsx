import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { endSessionOnUnauthorized } from '@/app/session-end';
import { createQueryClient } from '@/lib/query';

/** Renders the whole app (real route table, providers, feedback UI) at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  endSessionOnUnauthorized(router, queryClient);
  const view = render(
    <AppProvider client={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  const location = () => router.state.location.pathname + router.state.location.search;
  return { ...view, router, location };
}

/** Types `value` into the field labelled `label` on screen. */
export const fillIn = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
