import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ModalDialog } from '@/components/feedback/modal-dialog';
import { useSiteSettings } from '@/features/content/api/get-site-settings';
import type { SiteSettings } from '@/features/content/types';
import { useSession } from '@/store/session';
import styles from './maintenance-notice.module.css';

type Notice = SiteSettings['notice'];

/** sessionStorage: the notice last closed in this browser session (its dates and texts). */
export const NOTICE_CLOSED_KEY = 'maintenance-notice-closed';

export function noticeSignature(notice: Notice): string {
  return JSON.stringify([notice.startDate, notice.endDate, notice.text, notice.textEs]);
}

function readClosed(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(NOTICE_CLOSED_KEY) ?? null;
  } catch {
    return null;
  }
}

function storeClosed(signature: string): void {
  try {
    globalThis.sessionStorage?.setItem(NOTICE_CLOSED_KEY, signature);
  } catch {
    // No storage: closed until the next reload.
  }
}

/**
 * The system-upgrade notice (SPEC.md §1, §4): hidden until the site settings say it is visible;
 * once closed with its button it stays closed for the browser session, unless the notice changes.
 */
export function MaintenanceNotice() {
  const notice = useSiteSettings().data?.notice;
  const [closed, setClosed] = useState(readClosed);
  if (!notice?.visible) return null;
  const signature = noticeSignature(notice);
  if (closed === signature) return null;
  return (
    <NoticeDialog
      notice={notice}
      onClose={() => {
        storeClosed(signature);
        setClosed(signature);
      }}
    />
  );
}

function NoticeDialog({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const closeRef = useRef<HTMLButtonElement>(null);

  const text = lang === 1 ? notice.textEs || notice.text : notice.text;
  const { startDate: start, endDate: end } = notice;
  const period = start && end ? t('notice.period', { start, end }) : start || end;

  return (
    <ModalDialog
      classes={styles}
      banner={
        <div className={styles.banner} aria-hidden="true">
          <svg viewBox="0 0 48 48" width="40" height="40" focusable="false">
            <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
            <path d="M24 13v14" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
            <circle cx="24" cy="34" r="2.6" fill="currentColor" />
          </svg>
        </div>
      }
      title={t('notice.title')}
      body={
        <>
          {text ? <p className={styles.text}>{text}</p> : null}
          {period ? (
            <p className={styles.period}>
              <span className={styles.periodLabel}>{t('notice.periodLabel')}</span>
              <span className={styles.dates}>{period}</span>
            </p>
          ) : null}
        </>
      }
      actions={
        <button ref={closeRef} type="button" className={styles.close} onClick={onClose}>
          {t('notice.close')}
        </button>
      }
      initialFocus={closeRef}
      onEscape={onClose}
      lockScroll
    />
  );
}
