import { useTranslation } from '@/lib/i18n';
import type { DeclarationView } from '../api/declare';
import shared from './declare.module.css';
import styles from './declare-status.module.css';
import { statusText } from './declare-text';

/** A declaration's state as a coloured badge, and 已公示 once the announcement lists it. */
export function DeclareBadges({ declaration }: { declaration: DeclarationView }) {
  const { t } = useTranslation();
  return (
    <>
      <span className={`${styles.badge} ${styles[`state${declaration.status}`] ?? ''}`}>
        {statusText(t, declaration.status, declaration.statusLabel)}
      </span>
      {declaration.announced && (
        <span className={`${styles.badge} ${styles.announced}`}>{t('declare.announced')}</span>
      )}
    </>
  );
}

/** What staff wrote when they decided (what to add, why it was rejected), if anything. */
export function ReviewComment({ comment }: { comment: string }) {
  const { t } = useTranslation();
  if (!comment) return null;
  return (
    <p className={shared.comment}>
      <strong>{t('declare.comment')}：</strong>
      {comment}
    </p>
  );
}
