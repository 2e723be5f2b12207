import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { LoadFailed } from '@/components/workflow/load-failed';
import { useSession } from '@/store/session';
import { useCalls } from '../api/declare';
import { CallFacts, CallTags } from './call-tags';
import styles from './declare.module.css';
import { callHref, callTitle } from './declare-text';

/** The open calls as cards; choosing one opens its text and form. */
export function CallList() {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const calls = useCalls();

  if (calls.isPending) {
    return (
      <p role="status" className={styles.message}>
        {t('common.loading')}
      </p>
    );
  }
  if (calls.isError) {
    return (
      <LoadFailed
        message={t('declare.loadFailed')}
        retry={t('declare.retry')}
        onRetry={() => void calls.refetch()}
        className={styles.message}
      />
    );
  }
  if (!calls.data.length) return <p className={styles.message}>{t('declare.callsEmpty')}</p>;
  return (
    <ul className={styles.calls} aria-label={t('declare.calls')}>
      {calls.data.map((call) => (
        <li key={call.callId}>
          <article className={styles.call} aria-labelledby={`call-${call.callId}`}>
            <CallTags call={call} />
            <h3 className={styles.callTitle} id={`call-${call.callId}`}>
              <Link to={callHref(call.callId)}>{callTitle(call, lang)}</Link>
            </h3>
            <CallFacts call={call} />
            <Link className={styles.more} to={callHref(call.callId)} aria-describedby={`call-${call.callId}`}>
              {t('declare.view')} ›
            </Link>
          </article>
        </li>
      ))}
    </ul>
  );
}
