import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { StatusTimeline } from '@/components/status-timeline/status-timeline';
import { FactList } from '@/components/workflow/fact-list';
import { NextStep } from '@/components/workflow/next-step';
import { paths } from '@/config/paths';
import { formatFen } from '@/lib/money';
import { useSession } from '@/store/session';
import type { ApplicationView, ProgramsData } from '../api/evaluate';
import { EvaluateForm } from './evaluate-form';
import { inLang, minutes, stateLabel } from './evaluate-text';
import styles from './evaluate.module.css';

/** A certificate's link with its number; a revoked one says so. */
export function CertificateLink({
  certificate,
}: {
  certificate: NonNullable<ApplicationView['certificate']>;
}) {
  const { t } = useTranslation();
  return (
    <p className={styles.certificate}>
      <Link to={paths.evaluateCertificate.getHref(certificate.certId)}>{t('evaluate.certificate')}</Link>
      <span className={styles.muted}>
        {t('evaluate.certNo')} {certificate.certNo}
      </span>
      {certificate.status === '1' ? (
        <span className={`${styles.badge} ${styles.state2}`}>{t('evaluate.verify.revoked')}</span>
      ) : null}
    </p>
  );
}

/** An application's state as a badge coloured by the state. */
export function StateBadge({
  application,
}: {
  application: Pick<ApplicationView, 'status' | 'statusLabel'>;
}) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.badge} ${styles[`state${application.status}`] ?? ''}`}>
      {stateLabel(t, application.status, application.statusLabel)}
    </span>
  );
}

/** The exam's score, pass or fail, and the examiners' comment. */
function Result({ application }: { application: ApplicationView }) {
  const { t } = useTranslation();
  const passed = application.status === '5';
  return (
    <FactList
      className={styles.facts}
      label={t('evaluate.result')}
      facts={[
        {
          label: t('evaluate.result'),
          value: passed ? t('evaluate.passed') : t('evaluate.failed'),
          className: passed ? styles.pass : styles.fail,
        },
        application.score !== null && {
          label: t('evaluate.score'),
          value: t('evaluate.scoreValue', { score: application.score }),
        },
        !!application.resultComment && {
          label: t('evaluate.resultComment'),
          value: application.resultComment,
        },
      ]}
    />
  );
}

/**
 * An application as its applicant follows it: state, what to do next, staff's comment, the form
 * again when more is needed, the result with the certificate, the files sent and the timeline.
 */
export function ApplicationCard({
  application,
  programs,
}: {
  application: ApplicationView;
  /** The programmes (levels, bank account) a resubmission needs. */
  programs: ProgramsData | undefined;
}) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const title = inLang(application.programName, application.programNameEs, lang);
  const program = programs?.programs.find((item) => item.programId === application.programId) ?? {
    programId: application.programId,
    levels: [application.level],
    fee: application.fee,
  };
  const files = [...application.attachments, ...(application.voucher ? [application.voucher] : [])];
  const decided = application.status === '4' || application.status === '5';

  return (
    <article className={styles.application} aria-label={title}>
      <header className={styles.programHead}>
        <h3 className={styles.programName}>
          {title}
          <span className={styles.levelTag}>{application.level}</span>
        </h3>
        <StateBadge application={application} />
      </header>
      <FactList
        className={styles.facts}
        facts={[
          { label: t('evaluate.applyNo'), value: application.applyId },
          { label: t('evaluate.examDate'), value: application.examDate },
          {
            label: t('evaluate.fee'),
            value: application.fee > 0 ? formatFen(application.fee) : t('evaluate.free'),
          },
          { label: t('evaluate.submittedAt'), value: minutes(application.createTime) },
        ]}
      />
      <NextStep
        next={t(`evaluate.next.${application.nextAction}`)}
        comment={application.comment}
        commentLabel={t('evaluate.reviewComment')}
      />
      {decided ? <Result application={application} /> : null}
      {application.certificate ? <CertificateLink certificate={application.certificate} /> : null}
      {application.nextAction === 'resubmit' && programs ? (
        <EvaluateForm program={program} payTo={programs.payTo} resubmitting={application} />
      ) : null}
      {files.length ? (
        <p className={styles.files}>
          <span className={styles.muted}>{t('evaluate.files')}：</span>
          {files.map((file) => file.originalName).join('、')}
        </p>
      ) : null}
      <section aria-label={t('evaluate.progress')}>
        <h4 className={styles.minorTitle}>{t('evaluate.progress')}</h4>
        <StatusTimeline trail={application.trail} label={t('evaluate.progressOf', { title })} />
      </section>
    </article>
  );
}
