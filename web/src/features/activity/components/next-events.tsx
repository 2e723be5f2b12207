import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useNextEvents } from '../api/activities';
import { EventCard } from './event-card';
import styles from './next-events.module.css';

/** The home page's training-event block: the next events that have not ended. */
export function NextEvents() {
  const { t } = useTranslation();
  const events = useNextEvents(3);
  if (events.isPending) {
    return (
      <p role="status" className={styles.empty}>
        {t('common.loading')}
      </p>
    );
  }
  if (!events.data?.length) return <p className={styles.empty}>{t('activity.home.empty')}</p>;
  return (
    <div className={styles.block}>
      <ul className={styles.list} aria-label={t('activity.timeState.upcoming')}>
        {events.data.map((event) => (
          <li key={event.activityId}>
            <EventCard event={event} compact />
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <Link to={paths.trainingEvent.getHref()}>
          {t('activity.home.more')}
          <span aria-hidden="true"> ›</span>
        </Link>
      </p>
    </div>
  );
}
