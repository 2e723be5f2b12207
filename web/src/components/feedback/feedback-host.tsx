import { useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import styles from './feedback-host.module.css';
import { type DialogItem, type FeedbackType, useFeedbackStore } from './feedback-store';
import { ModalDialog } from './modal-dialog';

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

const dialogClasses = {
  overlay: styles.overlay,
  dialog: styles.dialog,
  title: styles.dialogTitle,
  body: styles.dialogBody,
  actions: styles.dialogActions,
};

function Dialog({ item }: { item: DialogItem }) {
  const { t } = useTranslation();
  const okRef = useRef<HTMLButtonElement>(null);

  return (
    <ModalDialog
      classes={dialogClasses}
      title={item.title ?? t('common.notice')}
      body={
        <>
          <Icon type={item.type} />
          <p>{item.content}</p>
        </>
      }
      actions={
        <>
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
        </>
      }
      initialFocus={okRef}
      onEscape={() => item.close(false)}
    />
  );
}
