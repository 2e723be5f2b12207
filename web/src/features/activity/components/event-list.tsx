import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import form from '@/components/form/form.module.css';
import { Pagination } from '@/components/pagination/pagination';
import { DEFAULT_PAGE_SIZE } from '@/components/pagination/pager';
import { type EventListQuery, useEventList } from '../api/activities';
import { EventCard } from './event-card';
import styles from './event-list.module.css';
import { EVENT_TYPES, typeLabel } from './event-text';
import shared from './shared.module.css';

const TIME_STATES = ['', 'upcoming', 'ongoing', 'past'] as const;
type TimeState = (typeof TIME_STATES)[number];

const positive = (value: string | null, fallback: number) =>
  value && /^\d{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : fallback;

/** The list's filters and page live in the URL, so a filtered page can be shared and reloaded. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const time = params.get('timeState') ?? '';
  const query: EventListQuery = {
    pageNum: positive(params.get('pageNum'), 1),
    pageSize: positive(params.get('pageSize'), DEFAULT_PAGE_SIZE),
    timeState: (TIME_STATES as readonly string[]).includes(time) ? (time as TimeState) : '',
    type: params.get('type') ?? '',
    keyword: params.get('keyword') ?? '',
  };
  /** Sets some params; any change of filter goes back to page 1. */
  const update = (changes: Record<string, string | number>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (!('pageNum' in changes)) next.delete('pageNum');
      for (const [key, value] of Object.entries(changes)) {
        if (value === '' || (key === 'pageNum' && value === 1)) next.delete(key);
        else next.set(key, String(value));
      }
      return next;
    });
  return { query, update };
}

/** /trainingEvent: published events by time, type and keyword, as cards, paged. */
export function EventList() {
  const { t } = useTranslation();
  const { query, update } = useListParams();
  const list = useEventList(query);
  const [keyword, setKeyword] = useState(query.keyword ?? '');

  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ keyword: keyword.trim() });
  };

  return (
    <section className={styles.page} aria-labelledby="event-list-title">
      <header className={styles.head}>
        <h1 id="event-list-title">{t('activity.title')}</h1>
        <p>{t('activity.lead')}</p>
      </header>
      <div className={styles.filters}>
        <div role="group" aria-label={t('activity.filter.time')} className={styles.tabs}>
          {TIME_STATES.map((state) => (
            <button
              key={state || 'all'}
              type="button"
              aria-pressed={query.timeState === state}
              className={query.timeState === state ? `${styles.tab} ${styles.activeTab}` : styles.tab}
              onClick={() => update({ timeState: state })}
            >
              {t(`activity.timeState.${state || 'all'}`)}
            </button>
          ))}
        </div>
        <div className={styles.searchRow}>
          <label>
            <span className="sr-only">{t('activity.filter.type')}</span>
            <select
              className={form.input}
              value={query.type}
              onChange={(event) => update({ type: event.target.value })}
            >
              <option value="">{t('activity.filter.allTypes')}</option>
              {EVENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {typeLabel(t, type)}
                </option>
              ))}
            </select>
          </label>
          <form
            role="search"
            aria-label={t('activity.filter.keyword')}
            className={styles.search}
            onSubmit={search}
          >
            <input
              className={form.input}
              type="search"
              aria-label={t('activity.filter.keyword')}
              placeholder={t('activity.filter.keywordPlaceholder')}
              value={keyword}
              maxLength={50}
              onChange={(event) => setKeyword(event.target.value)}
            />
            <button type="submit">{t('activity.filter.search')}</button>
          </form>
        </div>
      </div>
      <EventResults list={list} onPage={(pageNum, pageSize) => update({ pageNum, pageSize })} query={query} />
    </section>
  );
}

function EventResults({
  list,
  query,
  onPage,
}: {
  list: ReturnType<typeof useEventList>;
  query: EventListQuery;
  onPage: (page: number, size: number) => void;
}) {
  const { t } = useTranslation();
  if (list.isPending) {
    return (
      <p role="status" className={shared.message}>
        {t('common.loading')}
      </p>
    );
  }
  if (!list.data) {
    return (
      <p className={shared.message}>
        {t('activity.loadFailed')}{' '}
        <button type="button" className={form.linkButton} onClick={() => void list.refetch()}>
          {t('activity.retry')}
        </button>
      </p>
    );
  }
  const { rows, total } = list.data;
  return (
    <div aria-busy={list.isPlaceholderData} className={list.isPlaceholderData ? styles.stale : undefined}>
      {rows.length === 0 ? (
        <p className={shared.message}>{t('activity.empty')}</p>
      ) : (
        <ul className={styles.cards}>
          {rows.map((event) => (
            <li key={event.activityId}>
              {/* The cards sit right under the page's h1. */}
              <EventCard event={event} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        className={styles.pager}
        total={total}
        page={query.pageNum}
        pageSize={query.pageSize}
        onChange={onPage}
      />
    </div>
  );
}
