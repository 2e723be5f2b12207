import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { RequestError } from '@/lib/request';

/**
 * In place of a detail page (an event, a call) while it loads, or when there is none to show: not
 * found (no id, or the server's 404) or not loaded, with the way back to its list.
 */
export function DetailFallback({
  id,
  query,
  notFound,
  failed,
  back,
  className,
}: {
  /** The id the address asked for; below 1 there is nothing to load. */
  id: number;
  query: { isPending: boolean; error: unknown };
  notFound: string;
  failed: string;
  back: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  if (query.isPending && id > 0) {
    return (
      <p role="status" className={className}>
        {t('common.loading')}
      </p>
    );
  }
  const missing = id < 1 || (query.error instanceof RequestError && query.error.code === 404);
  return (
    <div className={className}>
      <p>{missing ? notFound : failed}</p>
      {back}
    </div>
  );
}
