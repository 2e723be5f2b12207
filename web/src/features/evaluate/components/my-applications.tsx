import { useTranslation } from '@/lib/i18n';
import { useMyEvaluations, usePrograms } from '../api/evaluate';
import { ApplicationCard } from './application-card';
import styles from './evaluate.module.css';
import { NotLoaded } from './not-loaded';

/** 我的能力评价 on /evaluate (logged in): each of the caller's applications in full. */
export function MyApplications() {
  const { t } = useTranslation();
  const mine = useMyEvaluations();
  const programs = usePrograms();

  if (!mine.isSuccess) return <NotLoaded query={mine} failed={t('evaluate.mineFailed')} />;
  if (!mine.data.length) return <p className={styles.muted}>{t('evaluate.none')}</p>;
  return (
    <div className={styles.applications}>
      {mine.data.map((application) => (
        <ApplicationCard key={application.applyId} application={application} programs={programs.data} />
      ))}
    </div>
  );
}
