import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { FoldedTimeline } from '@/components/workflow/folded-timeline';
import { RecordList } from '@/components/workflow/record-list';
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
    <RecordList
      records={declarations}
      keyOf={(declaration) => declaration.declareId}
      classes={{ item: styles.item, head: styles.itemHead, title: styles.itemTitle }}
      head={(declaration) => ({
        to: callHref(declaration.callId),
        title: declaration.title,
        badge: <DeclareBadges declaration={declaration} />,
      })}
    >
      {(declaration) => (
        <>
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
          <FoldedTimeline
            trail={declaration.trail}
            summary={t('declare.progress')}
            label={t('declare.progressOf', { title: declaration.title })}
          />
        </>
      )}
    </RecordList>
  );
}
