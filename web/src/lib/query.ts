import { type DefaultOptions, QueryClient } from '@tanstack/react-query';

// TanStack Query defaults. The request client already shows every error, so queries do not
// retry (a retry would show the message again) and do not refetch on focus.
export const queryConfig = {
  queries: {
    refetchOnWindowFocus: false,
    retry: false,
    staleTime: 60 * 1000,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}

export const queryClient = createQueryClient();
