import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DateRange } from '@server/http/schemas';

// Shared bits of the system admin API files: list query keys and mutations that refresh lists.

/** Query key prefix of a system list, e.g. `systemKey('user', 'list')` → ['system', 'user', 'list']. */
export const systemKey = (...parts: string[]) => ['system', ...parts] as const;

/**
 * A list query as the pages build it: the server's `params[beginTime]` / `params[endTime]` keys
 * as RuoYi's nested `params` object, which the request client sends back as those keys.
 */
export type ListParams<Query> = Omit<Query, keyof DateRange> & { params?: Record<string, string> };

/** Comma list of ids for RuoYi's `DELETE /…/{ids}` paths. */
export const joinIds = (ids: number | string | readonly (number | string)[]) =>
  Array.isArray(ids) ? ids.join(',') : String(ids);

/** A mutation that invalidates every query under each of `keys` once it succeeds. */
export function useInvalidatingMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  ...keys: readonly (readonly unknown[])[]
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
