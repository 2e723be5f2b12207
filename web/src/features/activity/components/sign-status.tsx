import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { feedback } from '@/components/feedback/feedback-store';
import { paths } from '@/config/paths';
import { useCancelSign } from '../api/activities';
import styles from './sign-status.module.css';
import shared from './shared.module.css';

export const SIGN_STATES = [
  'registered',
  'pending',
  'waitlisted',
  'unpaid',
  'cancelled',
  'rejected',
  'attended',
  'noshow',
] as const;
export type SignState = (typeof SIGN_STATES)[number];
const CANCELLABLE: readonly string[] = ['pending', 'unpaid', 'registered', 'waitlisted'];
/** A sign-up in these states is over: the person may sign up again. */
export const CLOSED_STATES: readonly string[] = ['cancelled', 'rejected'];

const known = (status: string): status is SignState => (SIGN_STATES as readonly string[]).includes(status);

/** A sign-up's state as a coloured badge. */
export function SignBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.badge} ${known(status) ? styles[status] : ''}`}>
      {known(status) ? t(`activity.status.${status}`) : status}
    </span>
  );
}

/** What the state means for the participant (with their place in the waiting line). */
export function SignStatusText({ status, waitPosition }: { status: string; waitPosition: number | null }) {
  const { t } = useTranslation();
  if (!known(status)) return null;
  return (
    <p className={styles.text}>{t(`activity.statusText.${status}`, { position: waitPosition ?? '' })}</p>
  );
}

/** Whether a sign-up in `status` may still be cancelled by its owner at `now` (until the deadline). */
export const cancellableAt = (status: string, cancelDeadline: string, now: string) =>
  CANCELLABLE.includes(status) && now <= cancelDeadline;

interface SignActionsProps {
  sign: { signId: number; status: string };
  cancelDeadline: string;
  canCancel: boolean;
  /** Whether an attendance certificate is issued for it. */
  certificate: boolean;
}

/** The e-ticket, the certificate and cancelling (until the deadline) of one's sign-up. */
export function SignActions({ sign, cancelDeadline, canCancel, certificate }: SignActionsProps) {
  const { t } = useTranslation();
  const cancel = useCancelSign();
  const cancellable = CANCELLABLE.includes(sign.status);

  const confirmCancel = async () => {
    const sure = await feedback.confirm({
      title: t('common.notice'),
      content: t('activity.cancelConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
    });
    if (!sure) return;
    cancel.mutate(sign.signId, {
      onSuccess: () => feedback.message({ type: 'success', content: t('activity.cancelled') }),
    });
  };

  return (
    <div className={styles.actions}>
      {sign.status === 'registered' && (
        <Link className={shared.primary} to={paths.eventTicket.getHref(sign.signId)}>
          {t('activity.ticket')}
        </Link>
      )}
      {certificate && sign.status === 'attended' && (
        <Link className={shared.primary} to={paths.eventCertificate.getHref(sign.signId)}>
          {t('activity.certificate')}
        </Link>
      )}
      {canCancel && (
        <button
          type="button"
          className={shared.secondary}
          disabled={cancel.isPending}
          onClick={() => void confirmCancel()}
        >
          {t('activity.cancel')}
        </button>
      )}
      {cancellable && (
        <p className={styles.note}>
          {canCancel
            ? t('activity.cancelUntil', { time: cancelDeadline.slice(0, 16) })
            : t('activity.cancelClosed')}
        </p>
      )}
    </div>
  );
}
