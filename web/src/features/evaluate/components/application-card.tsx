import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusTimeline } from '@/components/status-timeline/status-timeline';
import { paths } from '@/config/paths';
import { formatFen } from '@/lib/money';
import { useSession } from '@/store/session';
import type { ApplicationView, ProgramsData } from '../api/evaluate';
import { EvaluateForm } from './evaluate-form';
import { inLang, minutes, stateLabel } from './evaluate-text';
import page from '@/styles/page.module.css';
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

/** The exam's score, pass or fail, and the examiners' comment. */
function Result({ application }: { application: ApplicationView }) {
  const { t } = useTranslation();
  const passed = application.status === '5';
  return (
    <dl className={styles.facts} aria-label={t('evaluate.result')}>
      <dt>{t('evaluate.result')}</dt>
      <dd className={passed ? styles.pass : styles.fail}>
        {passed ? t('evaluate.passed') : t('evaluate.failed')}
      </dd>
      {application.score !== null ? (
        <>
          <dt>{t('evaluate.score')}</dt>
          <dd>{t('evaluate.scoreValue', { score: application.score })}</dd>
        </>
      ) : null}
      {application.resultComment ? (
        <>
          <dt>{t('evaluate.resultComment')}</dt>
          <dd>{application.resultComment}</dd>
        </>
      ) : null}
    </dl>
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
        <span className={`${styles.badge} ${styles[`state${application.status}`] ?? ''}`}>
          {stateLabel(t, application.status, application.statusLabel)}
        </span>
      </header>
      <dl className={styles.facts}>
        <dt>{t('evaluate.applyNo')}</dt>
        <dd>{application.applyId}</dd>
        <dt>{t('evaluate.examDate')}</dt>
        <dd>{application.examDate}</dd>
        <dt>{t('evaluate.fee')}</dt>
        <dd>{application.fee > 0 ? formatFen(application.fee) : t('evaluate.free')}</dd>
        <dt>{t('evaluate.submittedAt')}</dt>
        <dd>{minutes(application.createTime)}</dd>
      </dl>
      <p className={page.nextStep} role="status">
        {t(`evaluate.next.${application.nextAction}`)}
      </p>
      {application.comment ? (
        <p className={page.reviewComment}>
          <strong>{t('evaluate.reviewComment')}：</strong>
          {application.comment}
        </p>
      ) : null}
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
