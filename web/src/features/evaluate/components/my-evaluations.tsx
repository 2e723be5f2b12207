import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusTimeline } from '@/components/status-timeline/status-timeline';
import { paths } from '@/config/paths';
import { useSession } from '@/store/session';
import type { ApplicationView } from '../api/evaluate';
import { CertificateLink } from './application-card';
import { inLang, stateLabel } from './evaluate-text';
import styles from './evaluate.module.css';

/**
 * The personal page's 能力评价: each application with its state and next step, and the
 * certificate when one was issued, the timeline folded away. Resubmitting is on /evaluate.
 */
export function MyEvaluations({ applications }: { applications: readonly ApplicationView[] }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  return (
    <ul className={styles.compact}>
      {applications.map((application) => (
        <li key={application.applyId} className={styles.compactItem}>
          <p className={styles.compactHead}>
            <Link to={paths.evaluate.getHref()} className={styles.compactTitle}>
              {inLang(application.programName, application.programNameEs, lang)}
              <span className={styles.levelTag}>{application.level}</span>
            </Link>
            <span className={`${styles.badge} ${styles[`state${application.status}`] ?? ''}`}>
              {stateLabel(t, application.status, application.statusLabel)}
            </span>
          </p>
          <p className={styles.compactText}>{t(`evaluate.next.${application.nextAction}`)}</p>
          {application.certificate ? <CertificateLink certificate={application.certificate} /> : null}
          {application.trail.length > 0 && (
            <details className={styles.progress}>
              <summary>{t('evaluate.progress')}</summary>
              <StatusTimeline
                trail={application.trail}
                label={t('evaluate.progressOf', {
                  title: inLang(application.programName, application.programNameEs, lang),
                })}
              />
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}
