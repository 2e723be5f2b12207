import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSchema } from 'typebox';
import type { DateRange } from '@server/http/schemas';

// What the admin API files share: list query keys, list params and mutations that refresh lists.

/** Query key prefix of a system list, e.g. `systemKey('user', 'list')` → ['system', 'user', 'list']. */
export const systemKey = (...parts: string[]) => ['system', ...parts] as const;

/**
 * Query keys of a domain's staff pages, under the domain's root so that refreshing the root refreshes
 * both its public and its staff views: `staffKeyOf(['member'])('apply')` → ['member', 'admin', 'apply'].
 */
export const staffKeyOf =
  (root: readonly string[]) =>
  (...parts: string[]) =>
    [...root, 'admin', ...parts] as const;

/**
 * A list query as the pages build it: the server's `params[beginTime]` / `params[endTime]` keys
 * as RuoYi's nested `params` object, which the request client sends back as those keys.
 */
export type ListParams<Query> = Omit<Query, keyof DateRange> & { params?: Record<string, string> };

/**
 * The schemas a server schema module (`import type * as schema`, then `typeof schema`) exports under
 * RuoYi's names for the resource `N`, e.g. `NamedSchemas<'Config', 'Table' | 'Detail'>` holds
 * `ConfigTable` and `ConfigDetail`.
 */
export type NamedSchemas<N extends string, Suffix extends string> = Record<`${N}${Suffix}`, TSchema>;

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
