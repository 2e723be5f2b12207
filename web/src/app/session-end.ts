import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/request';
import { useSession } from '@/store/session';

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'revalidate'>;

/**
 * A 401 ends the session: the request client has removed the token cookie and shown the message;
 * here the store forgets the user and the route guards run again, so a page that needs login sends
 * the visitor to /login?redirect=…, while a public page simply shows them logged out.
 */
export function endSessionOnUnauthorized(router: AppRouter, queryClient: QueryClient): void {
  setUnauthorizedHandler(() => {
    useSession.getState().clearSession();
    queryClient.removeQueries({ queryKey: ['getRouters'] });
    void router.revalidate();
  });
}
