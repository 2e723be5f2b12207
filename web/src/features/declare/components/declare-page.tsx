import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isDigits } from '@/lib/validate';
import { useMyDeclarations } from '../api/declare';
import { CallDetail } from './call-detail';
import { CallList } from './call-list';
import styles from './declare.module.css';
import { DeclarationList } from './declaration-list';

/** The page's head and the open calls. */
function Calls() {
  const { t } = useTranslation();
  useDocumentTitle(t('declare.title'));
  return (
    <section aria-labelledby="declare-title">
      <header className={styles.head}>
        <h1 id="declare-title">{t('declare.title')}</h1>
        <p>{t('declare.lead')}</p>
      </header>
      <h2 className="sr-only">{t('declare.calls')}</h2>
      <CallList />
    </section>
  );
}

/** 我的申报: the caller's declarations with their timeline and resubmitting. */
function Mine() {
  const { t } = useTranslation();
  const mine = useMyDeclarations();
  return (
    <section className={`${styles.box} ${styles.section}`} aria-labelledby="my-declarations">
      <h2 id="my-declarations">{t('declare.mine')}</h2>
      {mine.data ? (
        <DeclarationList declarations={mine.data} />
      ) : (
        <p role="status" className={styles.note}>
          {mine.isError ? t('declare.loadFailed') : t('common.loading')}
        </p>
      )}
    </section>
  );
}

/**
 * /Declare (logged in): the open calls, or the chosen one (`?callId=`, so it can be shared and
 * reloaded) with its form, and below them the caller's declarations.
 */
export function DeclarePage() {
  const [params] = useSearchParams();
  const callId = params.get('callId');
  return (
    <div className={styles.page}>
      {callId === null ? (
        <Calls />
      ) : (
        <CallDetail key={callId} callId={isDigits(callId) ? Number(callId) : 0} />
      )}
      <Mine />
    </div>
  );
}
