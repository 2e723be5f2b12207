import { useEffect } from 'react';
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

/** Dispatched once the app has rendered or hydrated the page (public/start-after-paint.js waits). */
const APP_STARTED = 'app-started';

export function App({ router }: { router: AppRouter }) {
  useEffect(() => {
    document.dispatchEvent(new Event(APP_STARTED));
  }, []);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
