import type NProgress from 'nprogress';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Outlet, useLocation, useNavigation, useRouteError } from 'react-router';
import { useInitialPasswordRedirect } from '@/features/auth/components/use-initial-password-redirect';

// The progress bar shows on navigations only, never on the first paint: it loads with the first.
let progressBar: Promise<typeof NProgress> | undefined;
const loadProgressBar = () =>
  (progressBar ??= Promise.all([import('nprogress'), import('nprogress/nprogress.css')]).then(
    ([{ default: bar }]) => {
      bar.configure({ showSpinner: false });
      return bar;
    },
  ));

/**
 * Wraps every page: progress bar while a route loads, scroll to top on navigation, and the way to
 * the password form for an account that must change its initial password.
 */
export function RootLayout() {
  const navigation = useNavigation();
  const { pathname, search } = useLocation();

  useEffect(() => {
    // Calls run in order on the one promise, so a quick navigation's done() follows its start().
    if (navigation.state !== 'idle') void loadProgressBar().then((bar) => bar.start());
    else if (progressBar) void progressBar.then((bar) => bar.done());
  }, [navigation.state]);

  useInitialPasswordRedirect();

  // SPEC.md §2: history mode, scrolls to top on navigation.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);

  return <Outlet />;
}

/** Shown while a page's code loads (without margin: a collapsing one would move the body). */
export function RootFallback() {
  const { t } = useTranslation();
  return (
    <p role="status" style={{ margin: 0, padding: 24, color: 'var(--color-text-muted)' }}>
      {t('common.loading')}
    </p>
  );
}

/**
 * Shown while the first page's code loads, out of the flow (fixed where the in-flow one would be),
 * so the page that replaces it moves nothing on screen (no layout shift on first paint).
 */
export function FirstLoadFallback() {
  return (
    <div style={{ position: 'fixed', top: 0, left: 0 }}>
      <RootFallback />
    </div>
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
