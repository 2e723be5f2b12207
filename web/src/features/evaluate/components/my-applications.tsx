import { useTranslation } from 'react-i18next';
import { useMyEvaluations, usePrograms } from '../api/evaluate';
import { ApplicationCard } from './application-card';
import styles from './evaluate.module.css';

/** 我的能力评价 on /evaluate (logged in): each of the caller's applications in full. */
export function MyApplications() {
  const { t } = useTranslation();
  const mine = useMyEvaluations();
  const programs = usePrograms();

  if (mine.isPending) return <p role="status">{t('common.loading')}</p>;
  if (mine.isError) {
    return (
      <p role="alert" className={styles.muted}>
        {t('evaluate.mineFailed')}{' '}
        <button type="button" className={styles.linkButton} onClick={() => void mine.refetch()}>
          {t('evaluate.retry')}
        </button>
      </p>
    );
  }
  if (!mine.data.length) return <p className={styles.muted}>{t('evaluate.none')}</p>;
  return (
    <div className={styles.applications}>
      {mine.data.map((application) => (
        <ApplicationCard key={application.applyId} application={application} programs={programs.data} />
      ))}
    </div>
  );
}
