import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { endSessionOnUnauthorized } from '@/app/session-end';
import { createQueryClient } from '@/lib/query';
import { dropToken } from './site-user';

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

/** Opens `path` with nobody logged in and checks that the login page shows, to come back to `path`. */
export async function expectLoginFirst(path: string) {
  dropToken();
  const app = renderApp(path);
  await screen.findByRole('button', { name: /登\s*录/ });
  expect(app.location()).toBe(`/login?redirect=${encodeURIComponent(path)}`);
}
