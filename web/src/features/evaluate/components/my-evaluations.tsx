import { useTranslation } from '@/lib/i18n';
import { FoldedTimeline } from '@/components/workflow/folded-timeline';
import { RecordList } from '@/components/workflow/record-list';
import { paths } from '@/config/paths';
import { useSession } from '@/store/session';
import type { ApplicationView } from '../api/evaluate';
import { CertificateLink, StateBadge } from './application-card';
import { inLang } from './evaluate-text';
import styles from './evaluate.module.css';

/**
 * The personal page's 能力评价: each application with its state and next step, and the
 * certificate when one was issued, the timeline folded away. Resubmitting is on /evaluate.
 */
export function MyEvaluations({ applications }: { applications: readonly ApplicationView[] }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const programName = (application: ApplicationView) =>
    inLang(application.programName, application.programNameEs, lang);
  return (
    <RecordList
      records={applications}
      keyOf={(application) => application.applyId}
      classes={{ title: styles.compactTitle }}
      head={(application) => ({
        to: paths.evaluate.getHref(),
        title: (
          <>
            {programName(application)}
            <span className={styles.levelTag}>{application.level}</span>
          </>
        ),
        badge: <StateBadge application={application} />,
      })}
    >
      {(application) => (
        <>
          <p className={styles.compactText}>{t(`evaluate.next.${application.nextAction}`)}</p>
          {application.certificate ? <CertificateLink certificate={application.certificate} /> : null}
          <FoldedTimeline
            trail={application.trail}
            summary={t('evaluate.progress')}
            label={t('evaluate.progressOf', { title: programName(application) })}
          />
        </>
      )}
    </RecordList>
  );
}
