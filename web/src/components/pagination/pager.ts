// The page numbers a pager shows (Element UI's algorithm, as RuoYi's pagination uses it): the
// first and last page always, a window around the current page, and "…" jumps in between, so
// that `pagerCount` page numbers are shown in all.

export type PagerItem = number | 'prev-more' | 'next-more';

export const PAGE_SIZES = [10, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;
/** Pager count at 992 px or more; narrower windows show 5 (SPEC.md §9). */
export const PAGER_COUNT = 7;
export const PAGER_COUNT_NARROW = 5;

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

export function pagerItems(current: number, pageCount: number, pagerCount: number): PagerItem[] {
  if (pageCount <= 1) return [1];
  const half = (pagerCount - 1) / 2;
  let showPrevMore = false;
  let showNextMore = false;
  if (pageCount > pagerCount) {
    if (current > pagerCount - half) showPrevMore = true;
    if (current < pageCount - half) showNextMore = true;
  }
  const middle: number[] = [];
  if (showPrevMore && !showNextMore) {
    for (let i = pageCount - (pagerCount - 2); i < pageCount; i++) middle.push(i);
  } else if (!showPrevMore && showNextMore) {
    for (let i = 2; i < pagerCount; i++) middle.push(i);
  } else if (showPrevMore && showNextMore) {
    const offset = Math.floor(pagerCount / 2) - 1;
    for (let i = current - offset; i <= current + offset; i++) middle.push(i);
  } else {
    for (let i = 2; i < pageCount; i++) middle.push(i);
  }
  return [
    1,
    ...(showPrevMore ? (['prev-more'] as const) : []),
    ...middle,
    ...(showNextMore ? (['next-more'] as const) : []),
    pageCount,
  ];
}

/** A page number within 1…pageCount. */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), pageCount);
}
