import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { LangToggle } from '@/components/lang-toggle';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HomeBrandLink } from '@/layouts/public/site-brand';
import styles from './auth-layout.module.css';

/** The title of each page in the frame, which is the tab's title too. */
type AuthTitle = 'auth.loginTitle' | 'auth.registerTitle' | 'auth.forgetTitle';

/** The standalone frame of login, register and password reset: logo, language, one card. */
export function AuthLayout({ titleKey, children }: { titleKey: AuthTitle; children: ReactNode }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <HomeBrandLink className={styles.logo} />
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
