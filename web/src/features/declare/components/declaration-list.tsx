import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import formStyles from '@/components/form/form.module.css';
import { StatusTimeline } from '@/components/status-timeline/status-timeline';
import { useSession } from '@/store/session';
import { DisclosureButton } from '@/components/disclosure-button';
import type { DeclarationView } from '../api/declare';
import styles from './declare.module.css';
import { DeclareBadges, ReviewComment } from './declare-status';
import { callHref, callTitle, kindLabel, minutes } from './declare-text';
import { DeclareForm } from './declare-form';

/**
 * One of the caller's declarations as they follow it: state, what happens next, staff's comment,
 * the announcement mark, the timeline, and the prefilled form when it was sent back (待补充).
 */
function DeclarationItem({ declaration }: { declaration: DeclarationView }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const [editing, setEditing] = useState(false);
  const call = callTitle({ title: declaration.callTitle, titleEs: declaration.callTitleEs }, lang);
  const resubmit = declaration.nextAction === 'resubmit';

  return (
    <li className={styles.item}>
      <article aria-label={declaration.title}>
        <header className={styles.itemHead}>
          <h3 className={styles.itemTitle}>{declaration.title}</h3>
          <DeclareBadges declaration={declaration} />
        </header>
        <p className={styles.meta}>
          {kindLabel(t, declaration.kind)} · <Link to={callHref(declaration.callId)}>{call}</Link> ·{' '}
          {t('declare.declaredOn', { time: minutes(declaration.createTime) })}
        </p>
        <p className={styles.next}>{t(`declare.next.${declaration.nextAction}`)}</p>
        <ReviewComment comment={declaration.comment} />
        {resubmit && (
          <div className={styles.actions}>
            <DisclosureButton className={formStyles.button} open={editing} onToggle={setEditing}>
              {editing ? t('declare.cancelEdit') : t('declare.edit')}
            </DisclosureButton>
          </div>
        )}
        {resubmit && editing && (
          <div className={styles.edit}>
            <DeclareForm
              callId={declaration.callId}
              resubmitting={declaration}
              onSubmitted={() => setEditing(false)}
            />
          </div>
        )}
        {declaration.trail.length > 0 && (
          <section className={styles.progress} aria-label={t('declare.progress')}>
            <StatusTimeline
              trail={declaration.trail}
              label={t('declare.progressOf', { title: declaration.title })}
            />
          </section>
        )}
      </article>
    </li>
  );
}

/** 我的申报 on /Declare: every declaration of the caller, newest first as the server sends them. */
export function DeclarationList({ declarations }: { declarations: readonly DeclarationView[] }) {
  const { t } = useTranslation();
  if (!declarations.length) return <p className={styles.note}>{t('declare.mineEmpty')}</p>;
  return (
    <ul className={styles.list}>
      {declarations.map((declaration) => (
        <DeclarationItem key={declaration.declareId} declaration={declaration} />
      ))}
    </ul>
  );
}
