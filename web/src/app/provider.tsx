import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { FeedbackHost } from '@/components/feedback/feedback-host';
import { getToken } from '@/lib/auth-token';
import { queryClient } from '@/lib/query';
import { useSession } from '@/store/session';

/** Loads the user once at start when a token cookie survived the reload. */
function useRestoreSession() {
  useEffect(() => {
    if (getToken()) {
      useSession
        .getState()
        .getInfo()
        .catch(() => undefined);
    }
  }, []);
}

export function AppProvider({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  useRestoreSession();
  return (
    <QueryClientProvider client={client}>
      {children}
      <FeedbackHost />
    </QueryClientProvider>
  );
}
