import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { FoldedTimeline } from '@/components/workflow/folded-timeline';
import { RecordList } from '@/components/workflow/record-list';
import { paths } from '@/config/paths';
import { useSession } from '@/store/session';
import type { MySignView } from '../api/activities';
import { eventTitle, timeRange } from './event-text';
import styles from './my-signs.module.css';
import { SignActions, SignBadge, SignStatusText } from './sign-status';

/** The personal page's 培训活动报名: each sign-up with its state, place in line, ticket and cancel. */
export function MySigns({ signs }: { signs: MySignView[] }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  return (
    <RecordList
      records={signs}
      keyOf={(sign) => sign.signId}
      head={(sign) => ({
        to: paths.trainingEventDetail.getHref(sign.activityId),
        title: eventTitle(sign, lang),
        badge: <SignBadge status={sign.status} />,
      })}
    >
      {(sign) => (
        <>
          <p className={styles.time}>{timeRange(sign.startTime, sign.endTime)}</p>
          {sign.eventStatus === '2' ? (
            <p className={styles.cancelled}>{t('activity.eventCancelled')}</p>
          ) : (
            <>
              <SignStatusText status={sign.status} waitPosition={sign.waitPosition} />
              {sign.status === 'unpaid' && (
                <p className={styles.time}>
                  {sign.attachments.length > 0 &&
                    `${t('activity.vouchersSent', { count: sign.attachments.length })} · `}
                  <Link to={paths.trainingEventDetail.getHref(sign.activityId)}>{t('activity.pay')}</Link>
                </p>
              )}
              <SignActions
                sign={sign}
                cancelDeadline={sign.cancelDeadline}
                canCancel={sign.canCancel}
                certificate={sign.hasCertificate}
              />
            </>
          )}
          <FoldedTimeline
            trail={sign.trail}
            summary={t('activity.progress')}
            label={t('activity.progressOf', { title: eventTitle(sign, lang) })}
            className={styles.progress}
          />
        </>
      )}
    </RecordList>
  );
}
