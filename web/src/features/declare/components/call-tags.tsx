import { useTranslation } from '@/lib/i18n';
import type { CallCard } from '../api/declare';
import styles from './declare.module.css';
import { fileList, kindLabel, windowText } from './declare-text';

/** The kind, members-only and closed marks of a call. */
export function CallTags({ call }: { call: CallCard }) {
  const { t } = useTranslation();
  return (
    <p className={styles.tags}>
      <span className={styles.tag}>{kindLabel(t, call.kind)}</span>
      {call.memberOnly && <span className={`${styles.tag} ${styles.member}`}>{t('declare.memberOnly')}</span>}
      {!call.open && <span className={`${styles.tag} ${styles.closed}`}>{t('declare.closedCall')}</span>}
    </p>
  );
}

/** A call's window and the files it asks for. */
export function CallFacts({ call }: { call: CallCard }) {
  const { t } = useTranslation();
  const files = fileList(call.requiredFiles);
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('declare.window')}</dt>
        <dd>{windowText(call)}</dd>
      </div>
      {files.length > 0 && (
        <div>
          <dt>{t('declare.requiredFiles')}</dt>
          <dd>
            <ul className={styles.files} aria-label={t('declare.requiredFiles')}>
              {files.map((file) => (
                <li key={file}>{file}</li>
              ))}
            </ul>
          </dd>
        </div>
      )}
    </dl>
  );
}
