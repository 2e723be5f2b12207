import { useQuery } from '@tanstack/react-query';
import type { PageParams } from './use-list-query';

// A filter that picks from another list (the events of the sign-ups, the calls of the
// declarations …): its first hundred rows as the select's options, which is all staff keep open.

export interface ListOption {
  label: string;
  value: number | string;
}

/** The first 100 rows `fetchPage` lists (cached under `queryKey`), each made an option by `option`. */
export function useListOptions<R>(
  queryKey: readonly unknown[],
  fetchPage: (params: PageParams) => Promise<{ rows?: R[] }>,
  option: (row: R) => ListOption,
): ListOption[] {
  const list = useQuery({ queryKey, queryFn: () => fetchPage({ pageNum: 1, pageSize: 100 }) });
  return (list.data?.rows ?? []).map(option);
}
