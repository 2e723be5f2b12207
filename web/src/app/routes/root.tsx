import NProgress from 'nprogress';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation, useRouteError } from 'react-router';
import { useInitialPasswordRedirect } from '@/features/auth/components/use-initial-password-redirect';

NProgress.configure({ showSpinner: false });

/**
 * Wraps every page: progress bar while a route loads, scroll to top on navigation, and the way to
 * the password form for an account that must change its initial password.
 */
export function RootLayout() {
  const navigation = useNavigation();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (navigation.state === 'idle') NProgress.done();
    else NProgress.start();
  }, [navigation.state]);

  useInitialPasswordRedirect();

  // SPEC.md §2: history mode, scrolls to top on navigation.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);

  return <Outlet />;
}

/** Shown while the first route's code loads. */
export function RootFallback() {
  const { t } = useTranslation();
  return (
    <p role="status" style={{ padding: 24, color: '#8c8c8c' }}>
      {t('common.loading')}
    </p>
  );
}

/** Last-resort error screen (e.g. a page's code failed to download after a deploy). */
export function RootError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (import.meta.env.DEV) console.error(error);
  return (
    <main role="alert" style={{ padding: 48, textAlign: 'center' }}>
      <p>{String((error as Error | undefined)?.message ?? error)}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('common.ok')}
      </button>
    </main>
  );
}
