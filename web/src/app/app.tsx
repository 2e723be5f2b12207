import { RouterProvider } from 'react-router';
import { paths } from '@/config/paths';
import { queryClient } from '@/lib/query';
import { setUnauthorizedHandler } from '@/lib/request';
import { useSession } from '@/store/session';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

const router = createAppRouter();

// A 401 ends the session: the request client has removed the token cookie and shown the
// message; here the store forgets the user and the visitor goes to the login page.
setUnauthorizedHandler((redirect) => {
  useSession.getState().clearSession();
  queryClient.removeQueries({ queryKey: ['getRouters'] });
  if (redirect !== null) void router.navigate(paths.login.getHref(redirect), { replace: true });
});

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
