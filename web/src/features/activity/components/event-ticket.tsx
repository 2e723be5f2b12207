import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QrCode } from '@/components/qr-code';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/store/session';
import { downloadCalendar, useTicket } from '../api/activities';
import { eventTitle, minutes, timeRange } from './event-text';
import { Printable, PrintableMessage } from './printable';
import { SignBadge } from './sign-status';
import styles from './event-ticket.module.css';

/** /trainingEvent/ticket?signId=: the e-ticket with the QR code of its code and the calendar file. */
export function EventTicket({ signId }: { signId: number }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  useDocumentTitle(t('activity.ticketTitle'));
  const ticket = useTicket(signId);
  const data = ticket.data;

  if (ticket.isPending) return <PrintableMessage>{t('common.loading')}</PrintableMessage>;
  if (!data) {
    return (
      <PrintableMessage>
        <Link to={paths.personal.getHref()}>{t('activity.mine')}</Link>
      </PrintableMessage>
    );
  }
  const cancelled = data.eventStatus === '2';
  return (
    <Printable
      title={t('activity.ticketTitle')}
      actions={
        cancelled ? null : (
          <button type="button" onClick={() => void downloadCalendar(signId)}>
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
          <div>
            <dt>{t('activity.participant')}</dt>
            <dd>
              {data.realName}
              {data.employer && <span className={styles.employer}>{data.employer}</span>}
            </dd>
          </div>
          <div>
            <dt>{t('activity.time')}</dt>
            <dd>{timeRange(data.startTime, data.endTime)}</dd>
          </div>
          {data.location && (
            <div>
              <dt>{t('activity.place')}</dt>
              <dd>{data.location}</dd>
            </div>
          )}
          <div>
            <dt>{t('activity.ticketCode')}</dt>
            <dd className={styles.code}>{data.ticketCode}</dd>
          </div>
          <div>
            <dt>{t('activity.mySign')}</dt>
            <dd>
              <SignBadge status={data.status} />
              {data.checkinTime && (
                <span className={styles.checkin}>
                  {t('activity.checkedIn', { time: minutes(data.checkinTime) })}
                </span>
              )}
            </dd>
          </div>
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
