import { RouterProvider } from 'react-router';
import { queryClient } from '@/lib/query';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import { endSessionOnUnauthorized } from './session-end';

const router = createAppRouter();

endSessionOnUnauthorized(router, queryClient);

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
