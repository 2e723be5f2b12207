import { useTranslation } from '@/lib/i18n';
import { Link, useLocation } from 'react-router';
import { DetailFallback } from '@/components/workflow/detail-fallback';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { selectLoggedIn, useSession } from '@/store/session';
import { type EventDetail, useEvent } from '../api/activities';
import { EventTags } from './event-card';
import { Fact } from './fact';
import shared from './shared.module.css';
import styles from './event-detail.module.css';
import { eventTitle, feeText, minutes, seatsText, timeRange, useShownAt } from './event-text';
import { cancellableAt, CLOSED_STATES, SignActions, SignBadge, SignStatusText } from './sign-status';
import { SignUpForm } from './sign-up-form';
import { VoucherForm } from './voucher-form';

/** The association's account a paid event's fee goes to. */
function PayTo({ payTo }: { payTo: NonNullable<EventDetail['payTo']> }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.payTo} aria-label={t('activity.payTo')}>
      <Fact label={t('activity.accountName')}>{payTo.accountName}</Fact>
      <Fact label={t('activity.bankName')}>{payTo.bankName}</Fact>
      <Fact label={t('activity.account')}>{payTo.account}</Fact>
    </dl>
  );
}

/** Why a new sign-up is not possible now, or the way to it (log in, join, the form). */
function SignUpPart({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const location = useLocation();
  const loggedIn = useSession(selectLoggedIn);
  const isMember = useSession((s) => s.isMember);
  const here = location.pathname + location.search;
  const shownAt = useShownAt();

  if (event.status === '2') return <p className={styles.note}>{t('activity.notOpen.cancelled')}</p>;
  if (!event.signOpen) {
    const before = event.signStart > shownAt;
    return (
      <p className={styles.note}>
        {before
          ? t('activity.notOpen.before', { time: minutes(event.signStart) })
          : t('activity.notOpen.after')}
      </p>
    );
  }
  if (event.memberOnly && !(loggedIn && isMember)) {
    return (
      <div className={styles.membersOnly}>
        <p>{t('activity.membersOnlyText')}</p>
        <p className={styles.links}>
          <Link className={shared.primary} to={paths.memberShip.getHref()}>
            {t('activity.joinUs')}
          </Link>
          {!loggedIn && <Link to={paths.login.getHref(here)}>{t('activity.login')}</Link>}
        </p>
      </div>
    );
  }
  if (!loggedIn) {
    return (
      <div>
        <p className={styles.note}>{t('activity.loginToSign')}</p>
        <p className={styles.links}>
          <Link className={shared.primary} to={paths.login.getHref(here)}>
            {t('activity.login')}
          </Link>
          <Link to={paths.register.getHref()}>{t('activity.register')}</Link>
        </p>
      </div>
    );
  }
  return <SignUpForm event={event} />;
}

/** The caller's sign-up (state, place in line, ticket, voucher, cancel) or the way to one. */
function SignPanel({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const shownAt = useShownAt();
  const sign = event.mySign;
  const open = sign && !CLOSED_STATES.includes(sign.status);
  return (
    <aside className={styles.panel} aria-labelledby="sign-panel-title">
      <h2 id="sign-panel-title">{sign ? t('activity.mySign') : t('activity.signUp')}</h2>
      {sign && event.status === '2' && (
        <div className={styles.mySign}>
          <SignBadge status={sign.status} />
          <p className={styles.note}>{t('activity.eventCancelled')}</p>
        </div>
      )}
      {sign && event.status !== '2' && (
        <div className={styles.mySign}>
          <SignBadge status={sign.status} />
          <SignStatusText status={sign.status} waitPosition={sign.waitPosition} />
          <SignActions
            sign={sign}
            cancelDeadline={event.cancelDeadline}
            canCancel={cancellableAt(sign.status, event.cancelDeadline, shownAt)}
            certificate={event.hours > 0}
          />
          {sign.status === 'unpaid' && event.payTo && (
            <>
              <PayTo payTo={event.payTo} />
              <VoucherForm signId={sign.signId} />
            </>
          )}
        </div>
      )}
      {!open && event.status !== '2' && (
        <>
          {sign && <h3 className={styles.again}>{t('activity.signAgain')}</h3>}
          <SignUpPart event={event} />
        </>
      )}
    </aside>
  );
}

/** /trainingEvent/detail?activityId=: an event's facts, rules and the sign-up. */
export function EventDetailView({ activityId }: { activityId: number }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const query = useEvent(activityId);
  const event = query.data;
  const shownAt = useShownAt();
  useDocumentTitle(event ? eventTitle(event, lang) : t('pages.trainingEvent'));

  if (!event) {
    return (
      <DetailFallback
        id={activityId}
        query={query}
        notFound={t('activity.notFound')}
        failed={t('activity.loadFailed')}
        back={<Link to={paths.trainingEvent.getHref()}>{t('activity.back')}</Link>}
        className={shared.message}
      />
    );
  }

  const content = lang === 1 && event.contentEs.trim() ? event.contentEs : event.content;
  return (
    <article className={styles.page} aria-labelledby="event-title">
      <p className={styles.crumb}>
        <Link to={paths.trainingEvent.getHref()}>‹ {t('activity.back')}</Link>
      </p>
      <header className={styles.head}>
        <EventTags event={event} />
        <h1 id="event-title">{eventTitle(event, lang)}</h1>
        <dl className={styles.facts}>
          <Fact label={t('activity.time')}>{timeRange(event.startTime, event.endTime)}</Fact>
          {event.location && <Fact label={t('activity.place')}>{event.location}</Fact>}
          <Fact label={t('activity.signWindow')}>{timeRange(event.signStart, event.signEnd)}</Fact>
          <Fact label={t('activity.cancelDeadline')}>{minutes(event.cancelDeadline)}</Fact>
          <Fact label={t('activity.seats')}>{seatsText(t, event, shownAt)}</Fact>
          <Fact label={t('activity.fee')}>{feeText(t, event.fee)}</Fact>
          {event.hours > 0 && (
            <Fact label={t('activity.hours')}>{t('activity.hoursValue', { count: event.hours })}</Fact>
          )}
        </dl>
      </header>
      <div className={styles.layout}>
        <SignPanel event={event} />
        <section className={styles.rules} aria-labelledby="event-rules">
          <h2 id="event-rules">{t('activity.rules')}</h2>
          <div
            className="prose"
            // Event HTML is sanitised by the server whenever it is saved, like articles.
            dangerouslySetInnerHTML={{ __html: content }}
          />
        </section>
      </div>
    </article>
  );
}
