import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/store/session';
import type { EventCard as EventCardData } from '../api/activities';
import styles from './event-card.module.css';
import { Fact } from './fact';
import { eventTitle, feeText, seatsText, timeRange, typeLabel, useShownAt } from './event-text';

/** The type, members-only and cancelled marks of an event. */
export function EventTags({ event }: { event: EventCardData }) {
  const { t } = useTranslation();
  return (
    <p className={styles.tags}>
      <span className={styles.tag}>{typeLabel(t, event.type)}</span>
      {event.memberOnly && (
        <span className={`${styles.tag} ${styles.member}`}>{t('activity.memberOnly')}</span>
      )}
      {event.status === '2' && (
        <span className={`${styles.tag} ${styles.cancelled}`}>{t('activity.cancelledEvent')}</span>
      )}
    </p>
  );
}

/**
 * An event on the list or the home page: date, title, time, place, seats left and fee. The title
 * is a level-`headingLevel` heading, one below the heading of the block holding the card.
 */
export function EventCard({
  event,
  compact = false,
  headingLevel = 3,
}: {
  event: EventCardData;
  compact?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const Title = `h${headingLevel}` as const;
  const lang = useSession((s) => s.lang);
  const day = event.startTime.slice(0, 10);
  const shownAt = useShownAt();
  return (
    <article className={compact ? `${styles.card} ${styles.compact}` : styles.card}>
      <time className={styles.date} dateTime={day} aria-hidden="true">
        <span className={styles.day}>{day.slice(8, 10)}</span>
        <span className={styles.month}>{day.slice(0, 7)}</span>
      </time>
      <div className={styles.body}>
        <EventTags event={event} />
        <Title className={styles.title}>
          <Link to={paths.trainingEventDetail.getHref(event.activityId)}>{eventTitle(event, lang)}</Link>
        </Title>
        <dl className={styles.facts}>
          <Fact label={t('activity.time')}>{timeRange(event.startTime, event.endTime)}</Fact>
          {event.location && (
            <Fact label={t('activity.place')} className={styles.place}>
              {event.location}
            </Fact>
          )}
        </dl>
        <p className={styles.foot}>
          <span className={event.seatsLeft === 0 ? styles.full : styles.seats}>
            {seatsText(t, event, shownAt)}
          </span>
          <span className={styles.fee}>{feeText(t, event.fee)}</span>
        </p>
      </div>
    </article>
  );
}
