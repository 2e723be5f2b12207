import { useTranslation } from '@/lib/i18n';
import formStyles from '@/components/form/form.module.css';
import styles from './personal-sections.module.css';

/** What shows while the profile loads, or after it failed (the request client told why). */
export function ProfileStatus({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!failed) {
    return (
      <p role="status" className={styles.muted}>
        {t('common.loading')}
      </p>
    );
  }
  return (
    <div className={styles.failed}>
      <p className={styles.muted}>{t('personal.loadFailed')}</p>
      <button type="button" className={formStyles.button} onClick={onRetry}>
        {t('personal.retry')}
      </button>
    </div>
  );
}
