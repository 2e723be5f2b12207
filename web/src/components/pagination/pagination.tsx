import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import {
  clampPage,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  PAGER_COUNT,
  PAGER_COUNT_NARROW,
  pageCountOf,
  pagerItems,
} from './pager';
import styles from './pagination.module.css';
import { useMediaQuery } from './use-media-query';

/** Windows narrower than 992 px show a shorter pager (SPEC.md §9). */
export const NARROW_QUERY = '(max-width: 991.98px)';

export interface PaginationProps {
  total: number;
  /** Current page, from 1. */
  page?: number;
  pageSize?: number;
  pageSizes?: readonly number[];
  /** Overrides the pager count that follows the window width (7, or 5 below 992 px). */
  pagerCount?: number;
  /** A new page or page size; a new size always goes back to page 1. */
  onChange: (page: number, pageSize: number) => void;
  className?: string;
}

/** ‹ or ›: a page back (`step` -1) or on (+1); off on the first or the last page. */
function StepButton({
  step,
  current,
  pageCount,
  go,
}: {
  step: -1 | 1;
  current: number;
  pageCount: number;
  go: (page: number) => void;
}) {
  const { t } = useTranslation();
  const back = step < 0;
  return (
    <button
      type="button"
      className={`${styles.button} ${styles.arrowButton}`}
      aria-label={t(back ? 'pagination.prev' : 'pagination.next')}
      disabled={back ? current <= 1 : current >= pageCount}
      onClick={() => go(current + step)}
    >
      <span aria-hidden="true">{back ? '‹' : '›'}</span>
    </button>
  );
}

/**
 * Pager of SPEC.md §9: total, sizes, prev, pager (with … jumps), next, jumper. Hidden when
 * there is nothing to page through.
 */
export function Pagination({
  total,
  page = 1,
  pageSize = DEFAULT_PAGE_SIZE,
  pageSizes = PAGE_SIZES,
  pagerCount,
  onChange,
  className,
}: PaginationProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(NARROW_QUERY);
  const count = pagerCount ?? (narrow ? PAGER_COUNT_NARROW : PAGER_COUNT);
  const pageCount = pageCountOf(total, pageSize);
  const current = clampPage(page, pageCount);
  const jump = count - 2;
  const sizeId = useId();
  const jumperId = useId();
  // What the visitor types into the jumper; null shows the current page.
  const [draft, setDraft] = useState<string | null>(null);

  if (total <= 0) return null;

  const go = (next: number) => {
    const target = clampPage(next, pageCount);
    if (target !== current) onChange(target, pageSize);
  };

  const commitJump = () => {
    if (draft === null) return;
    const value = Number.parseInt(draft, 10);
    setDraft(null);
    if (!Number.isNaN(value)) go(value);
  };

  const onJumperKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitJump();
    }
  };

  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b);

  return (
    <nav
      className={[styles.pagination, className].filter(Boolean).join(' ')}
      aria-label={t('pagination.label')}
    >
      <span className={styles.total}>{t('pagination.total', { total })}</span>

      <label className={styles.sizes} htmlFor={sizeId}>
        <span className="sr-only">{t('pagination.sizeLabel')}</span>
        <select
          id={sizeId}
          className={styles.select}
          value={pageSize}
          onChange={(event) => onChange(1, Number(event.target.value))}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {t('pagination.size', { size })}
            </option>
          ))}
        </select>
      </label>

      <StepButton step={-1} current={current} pageCount={pageCount} go={go} />

      <ul className={styles.pager}>
        {pagerItems(current, pageCount, count).map((item) => {
          if (item === 'prev-more' || item === 'next-more') {
            const forward = item === 'next-more';
            return (
              <li key={item}>
                <button
                  type="button"
                  className={`${styles.button} ${styles.more}`}
                  aria-label={t(forward ? 'pagination.nextMore' : 'pagination.prevMore', { n: jump })}
                  onClick={() => go(forward ? current + jump : current - jump)}
                >
                  <span className={styles.ellipsis} aria-hidden="true">
                    …
                  </span>
                  <span className={styles.arrow} aria-hidden="true">
                    {forward ? '»' : '«'}
                  </span>
                </button>
              </li>
            );
          }
          const active = item === current;
          return (
            <li key={item}>
              <button
                type="button"
                className={active ? `${styles.button} ${styles.active}` : styles.button}
                aria-label={t('pagination.page', { n: item })}
                aria-current={active ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          );
        })}
      </ul>

      <StepButton step={1} current={current} pageCount={pageCount} go={go} />

      <span className={styles.jumper}>
        <label htmlFor={jumperId}>{t('pagination.goto')}</label>
        <input
          id={jumperId}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={1}
          max={pageCount}
          aria-label={t('pagination.jumpLabel')}
          value={draft ?? String(current)}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onJumperKey}
          onBlur={commitJump}
        />
        <span aria-hidden="true">{t('pagination.pageUnit')}</span>
      </span>
    </nav>
  );
}
