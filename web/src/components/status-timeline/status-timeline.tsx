import type { Static } from 'typebox';
import type { TrailEntrySchema } from '@server/modules/workflow/workflow.schema';
import styles from './status-timeline.module.css';

export type TrailEntry = Static<typeof TrailEntrySchema>;

/**
 * The public status timeline of a business record (DESIGN.md §4b): every step of its audit trail,
 * newest first — when, who, from which state to which, and the comment staff left.
 */
export function StatusTimeline({ trail, label }: { trail: readonly TrailEntry[]; label: string }) {
  const steps = [...trail].reverse();
  return (
    <ol className={styles.timeline} aria-label={label}>
      {steps.map((step, index) => (
        <li key={`${step.time}-${index}`} className={`${styles.step} ${index === 0 ? styles.current : ''}`}>
          <p className={styles.head}>
            <span className={styles.action}>{step.actionLabel}</span>
            <span className={styles.states}>
              {step.fromLabel ? `${step.fromLabel} → ` : ''}
              {step.toLabel}
            </span>
          </p>
          <p className={styles.meta}>
            <time dateTime={step.time.replace(' ', 'T')}>{step.time}</time>
            {step.actorName ? <span>{step.actorName}</span> : null}
          </p>
          {step.comment ? <p className={styles.comment}>{step.comment}</p> : null}
        </li>
      ))}
    </ol>
  );
}
