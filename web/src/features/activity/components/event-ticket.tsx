import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { QrCode } from '@/components/qr-code';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/store/session';
import { downloadCalendar, type EventTicket as EventTicketData, useTicket } from '../api/activities';
import { eventTitle, minutes, timeRange } from './event-text';
import { Fact } from './fact';
import { Printable, PrintableQuery } from './printable';
import { SignBadge } from './sign-status';
import styles from './event-ticket.module.css';

/** The ticket: the event, the participant, the code with its QR code, the state and check-in. */
function TicketSheet({ data }: { data: EventTicketData }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const cancelled = data.eventStatus === '2';
  return (
    <Printable
      title={t('activity.ticketTitle')}
      actions={
        cancelled ? null : (
          <button type="button" onClick={() => void downloadCalendar(data.signId)}>
            {t('activity.addToCalendar')}
          </button>
        )
      }
    >
      <h2 className={styles.title}>
        <Link to={paths.trainingEventDetail.getHref(data.activityId)}>{eventTitle(data, lang)}</Link>
      </h2>
      {cancelled && <p className={styles.void}>{t('activity.ticketCancelled')}</p>}
      <div className={styles.grid}>
        <dl className={styles.facts}>
          <Fact label={t('activity.participant')}>
            {data.realName}
            {data.employer && <span className={styles.employer}>{data.employer}</span>}
          </Fact>
          <Fact label={t('activity.time')}>{timeRange(data.startTime, data.endTime)}</Fact>
          {data.location && <Fact label={t('activity.place')}>{data.location}</Fact>}
          <Fact label={t('activity.ticketCode')} className={styles.code}>
            {data.ticketCode}
          </Fact>
          <Fact label={t('activity.mySign')}>
            <SignBadge status={data.status} />
            {data.checkinTime && (
              <span className={styles.checkin}>
                {t('activity.checkedIn', { time: minutes(data.checkinTime) })}
              </span>
            )}
          </Fact>
        </dl>
        {!cancelled && (
          <figure className={styles.qr}>
            <QrCode text={data.ticketCode} alt={t('activity.qrAlt')} />
            <figcaption>{t('activity.scan')}</figcaption>
          </figure>
        )}
      </div>
    </Printable>
  );
}

/** /trainingEvent/ticket?signId=: the e-ticket with the QR code of its code and the calendar file. */
export function EventTicket({ signId }: { signId: number }) {
  const { t } = useTranslation();
  useDocumentTitle(t('activity.ticketTitle'));
  return <PrintableQuery query={useTicket(signId)}>{(data) => <TicketSheet data={data} />}</PrintableQuery>;
}
