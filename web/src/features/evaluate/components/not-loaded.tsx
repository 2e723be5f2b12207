import { useTranslation } from '@/lib/i18n';
import { LoadFailed } from '@/components/workflow/load-failed';
import styles from './evaluate.module.css';

/** What stands in place of an evaluation list not (yet) loaded: "loading", or the failure and a retry. */
export function NotLoaded({
  query,
  failed,
}: {
  query: { isPending: boolean; refetch: () => Promise<unknown> };
  /** What failed to load, e.g. "评价项目加载失败". */
  failed: string;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <p role="status">{t('common.loading')}</p>;
  return (
    <LoadFailed
      inline
      message={failed}
      retry={t('evaluate.retry')}
      onRetry={() => void query.refetch()}
      className={styles.muted}
      buttonClassName={styles.linkButton}
    />
  );
}
