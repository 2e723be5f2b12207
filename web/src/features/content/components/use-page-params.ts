import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/components/pagination/pager';
import { positiveInt } from './text';

/**
 * Page number and size of a list, kept in the URL (`pageNum`, `pageSize`) so that a page of
 * results can be shared, reloaded and reached with the back button. Defaults: page 1, 20 a page.
 */
export function usePageParams() {
  const [params, setParams] = useSearchParams();
  const pageNum = positiveInt(params.get('pageNum')) ?? 1;
  const size = positiveInt(params.get('pageSize'));
  const pageSize =
    size !== undefined && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;

  const setPage = useCallback(
    (page: number, nextSize: number) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (page > 1) next.set('pageNum', String(page));
        else next.delete('pageNum');
        if (nextSize !== DEFAULT_PAGE_SIZE) next.set('pageSize', String(nextSize));
        else next.delete('pageSize');
        return next;
      });
    },
    [setParams],
  );

  return { pageNum, pageSize, setPage };
}
