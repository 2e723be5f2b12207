import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './feedback-host.module.css';
import { type DialogItem, type FeedbackType, useFeedbackStore } from './feedback-store';

const ICONS: Record<FeedbackType, string> = { success: '✓', error: '✕', warning: '!', info: 'i' };

function Icon({ type }: { type: FeedbackType }) {
  return (
    <span className={`${styles.icon} ${styles[type]}`} aria-hidden="true">
      {ICONS[type]}
    </span>
  );
}

/** Renders the toast messages, notifications and dialogs of the feedback store. */
export function FeedbackHost() {
  const messages = useFeedbackStore((s) => s.messages);
  const notifications = useFeedbackStore((s) => s.notifications);
  const dialogs = useFeedbackStore((s) => s.dialogs);
  const dismissNotification = useFeedbackStore((s) => s.dismissNotification);
  const { t } = useTranslation();
  const top = dialogs[dialogs.length - 1];

  return (
    <>
      <div className={styles.messages}>
        {messages.map((m) => (
          <div
            key={m.id}
            className={`${styles.message} ${styles[`border-${m.type}`]}`}
            role={m.type === 'error' || m.type === 'warning' ? 'alert' : 'status'}
          >
            <Icon type={m.type} />
            <span>{m.content}</span>
          </div>
        ))}
      </div>
      <div className={styles.notifications}>
        {notifications.map((n) => (
          <div key={n.id} className={styles.notification} role="alert">
            <Icon type={n.type} />
            <div className={styles.notificationBody}>
              <p className={styles.notificationTitle}>{n.title}</p>
              {n.description ? <p className={styles.notificationText}>{n.description}</p> : null}
            </div>
            <button
              type="button"
              className={styles.close}
              aria-label={t('common.close')}
              onClick={() => dismissNotification(n.id)}
            >
              ×
            </button>
          </div>
        ))}
      </div>
      {top ? <Dialog key={top.id} item={top} /> : null}
    </>
  );
}

function Dialog({ item }: { item: DialogItem }) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    okRef.current?.focus();
    return () => previous?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      item.close(false);
      return;
    }
    if (event.key !== 'Tab' || !boxRef.current) return;
    // Keep the focus inside the dialog.
    const focusable = Array.from(boxRef.current.querySelectorAll<HTMLElement>('button'));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const title = item.title ?? t('common.notice');
  return (
    <div className={styles.overlay}>
      <div
        ref={boxRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.dialogTitle}>
          {title}
        </h2>
        <div id={bodyId} className={styles.dialogBody}>
          <Icon type={item.type} />
          <p>{item.content}</p>
        </div>
        <div className={styles.dialogActions}>
          {item.variant === 'confirm' ? (
            <button type="button" className={styles.button} onClick={() => item.close(false)}>
              {item.cancelText ?? t('common.cancel')}
            </button>
          ) : null}
          <button
            ref={okRef}
            type="button"
            className={`${styles.button} ${styles.primary}`}
            onClick={() => item.close(true)}
          >
            {item.okText ?? t('common.ok')}
          </button>
        </div>
      </div>
    </div>
  );
}
