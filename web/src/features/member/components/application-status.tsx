import { useTranslation } from '@/lib/i18n';
import { StatusTimeline } from '@/components/status-timeline/status-timeline';
import { FactList } from '@/components/workflow/fact-list';
import { NextStep } from '@/components/workflow/next-step';
import { formatFen } from '@/lib/money';
import type { ApplicationView, MyApplicationsData, PublicLevel } from '../api/membership';
import { ApplicationForm } from './application-form';
import styles from './membership.module.css';
import { PaymentForm } from './payment-form';
import { PaymentList } from './payment-list';

type State = '0' | '1' | '2' | '3' | '4' | '5';

/**
 * An application as its applicant follows it: state, what to do next (wait, fix and resubmit,
 * read the reason, pay, wait for confirmation), the timeline, the payments with their receipts.
 */
export function ApplicationStatus({
  application,
  payTo,
  levels,
}: {
  application: ApplicationView;
  payTo: MyApplicationsData['payTo'];
  levels: readonly PublicLevel[];
}) {
  const { t } = useTranslation();
  const state = application.status as State;
  const kind = application.kind === 'org' ? 'org' : 'personal';
  const title = application.applyType === 'renew' ? t('membership.myRenewal') : t('membership.myApplication');
  const showComment = application.comment && (state === '1' || state === '2' || state === '3');

  return (
    <article className={styles.application} aria-label={title} data-state={state}>
      <header className={styles.applicationHead}>
        <h3 className={styles.subTitle}>
          {title}
          <span className={styles.kindTag}>{t(`membership.kindLabel.${kind}`)}</span>
        </h3>
        <span className={`${styles.state} ${styles[`state${state}`]}`}>
          {t(`membership.status.${state}`)}
        </span>
      </header>
      <FactList
        className={styles.facts}
        facts={[
          { label: t('membership.applyNo'), value: application.applyId },
          { label: t('membership.level'), value: application.levelName },
          { label: t('membership.fee'), value: formatFen(application.fee) },
        ]}
      />
      <NextStep
        next={t(`membership.next.${application.nextAction}`)}
        comment={showComment && application.comment}
        commentLabel={t('membership.reviewComment')}
      />

      {application.nextAction === 'resubmit' ? (
        <ApplicationForm kind={kind} levels={levels} resubmitting={application} />
      ) : null}
      {application.nextAction === 'pay' ? <PaymentForm application={application} payTo={payTo} /> : null}

      {application.payments.length ? <PaymentList payments={application.payments} /> : null}

      <section aria-label={t('membership.progress')}>
        <h4 className={styles.minorTitle}>{t('membership.progress')}</h4>
        <StatusTimeline trail={application.trail} label={t('membership.progress')} />
      </section>
    </article>
  );
}
