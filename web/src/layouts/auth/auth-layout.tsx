import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LangToggle } from '@/components/lang-toggle';
import { paths } from '@/config/paths';
import styles from './auth-layout.module.css';

/** The standalone frame of login, register and password reset: logo, language, one card. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <Link to={paths.root.getHref()} className={styles.logo}>
          {t('common.siteName')}
        </Link>
        <LangToggle />
      </header>
      <main className={styles.main}>
        <section className={styles.card} aria-labelledby="auth-title">
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          {children}
        </section>
      </main>
    </div>
  );
}
