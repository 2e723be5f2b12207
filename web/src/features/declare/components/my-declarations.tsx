import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusTimeline } from '@/components/status-timeline/status-timeline';
import { useSession } from '@/store/session';
import type { DeclarationView } from '../api/declare';
import styles from './declare.module.css';
import { DeclareBadges, ReviewComment } from './declare-status';
import { callHref, callTitle, minutes } from './declare-text';

/**
 * The personal page's 我的申报: each declaration with its state, the announcement mark, staff's
 * comment, a way back to its call and the timeline folded away (changes are made on /Declare).
 */
export function MyDeclarations({ declarations }: { declarations: readonly DeclarationView[] }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  return (
    <ul className={styles.list}>
      {declarations.map((declaration) => (
        <li key={declaration.declareId} className={styles.item}>
          <p className={styles.itemHead}>
            <Link to={callHref(declaration.callId)} className={styles.itemTitle}>
              {declaration.title}
            </Link>
            <DeclareBadges declaration={declaration} />
          </p>
          <p className={styles.meta}>
            {callTitle({ title: declaration.callTitle, titleEs: declaration.callTitleEs }, lang)} ·{' '}
            {t('declare.declaredOn', { time: minutes(declaration.createTime) })}
          </p>
          {declaration.nextAction === 'resubmit' && (
            <p className={styles.next}>
              {t('declare.next.resubmit')} <Link to={callHref(declaration.callId)}>{t('declare.edit')}</Link>
            </p>
          )}
          <ReviewComment comment={declaration.comment} />
          {declaration.trail.length > 0 && (
            <details className={styles.progress}>
              <summary>{t('declare.progress')}</summary>
              <StatusTimeline
                trail={declaration.trail}
                label={t('declare.progressOf', { title: declaration.title })}
              />
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}
