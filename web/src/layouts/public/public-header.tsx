import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { feedback } from '@/components/feedback/feedback-store';
import { LangToggle } from '@/components/lang-toggle';
import { paths } from '@/config/paths';
import { selectLoggedIn, useSession } from '@/store/session';
import styles from './public-layout.module.css';

export function PublicHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useSession(selectLoggedIn);
  const nickName = useSession((s) => s.nickName || s.name);
  const logout = useSession((s) => s.logout);

  const onLogout = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const confirmed = await feedback.confirm({
      title: t('common.notice'),
      content: t('header.logoutConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      type: 'warning',
    });
    if (!confirmed) return;
    try {
      await logout();
    } catch {
      // The local session is cleared anyway; the request client showed the error.
    }
    navigate(paths.root.getHref());
  };

  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to={paths.root.getHref()} className={styles.logo}>
          <span className={styles.logoMark} aria-hidden="true" />
          {t('common.siteName')}
        </Link>
        <nav className={styles.actions} aria-label={t('header.nav')}>
          <LangToggle />
          {loggedIn ? (
            <>
              <Link to={paths.personal.getHref()} className={styles.user}>
                {nickName || t('pages.personal')}
              </Link>
              <a href={paths.root.getHref()} className={styles.link} onClick={onLogout}>
                {t('header.logout')}
              </a>
            </>
          ) : (
            <Link to={paths.login.getHref()} className={styles.loginLink}>
              {t('header.login')}
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
