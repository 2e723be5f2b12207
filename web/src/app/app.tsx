import { RouterProvider } from 'react-router';
import { queryClient } from '@/lib/query';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import { endSessionOnUnauthorized } from './session-end';

export type AppRouter = ReturnType<typeof createAppRouter>;

/** The browser's router, which a 401 sends back through the route guards. */
export function startRouter(): AppRouter {
  const router = createAppRouter();
  endSessionOnUnauthorized(router, queryClient);
  return router;
}

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
