import { type MouseEvent, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Outlet } from 'react-router';
import { MaintenanceNotice } from './maintenance-notice';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import styles from './public-layout.module.css';

/** Header with menu and search, the page, the footer, and the system-upgrade notice. */
export function PublicLayout() {
  const { t } = useTranslation();
  const mainRef = useRef<HTMLElement>(null);

  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainRef.current?.focus();
  };

  return (
    <div className={styles.layout}>
      <a href="#main" className={styles.skipLink} onClick={skipToContent}>
        {t('header.skipToContent')}
      </a>
      <PublicHeader />
      <main ref={mainRef} id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <PublicFooter />
      <MaintenanceNotice />
    </div>
  );
}
