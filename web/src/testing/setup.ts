import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, vi } from 'vitest';
import '@/lib/i18n';

// jsdom has no layout: scrolling is a no-op here, no media query matches and nothing resizes
// (antd asks for matchMedia and ResizeObserver).
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
window.matchMedia ??= ((media: string) => ({
  matches: false,
  media,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// NProgress draws and removes its bar on timers that can fire after a test file's jsdom is torn
// down ("document is not defined"); no test looks at the bar.
vi.mock('nprogress', () => ({
  default: { configure: () => undefined, start: () => undefined, done: () => undefined },
}));

// antd tables and modals take seconds to mount under jsdom on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  cleanup();
  Cookies.remove('Admin-Token');
  // Every test starts in Chinese, whichever language the last one switched to.
  const { useSession } = await import('@/store/session');
  useSession.getState().setLang(0);
  localStorage.clear();
  const { useFeedbackStore } = await import('@/components/feedback/feedback-store');
  useFeedbackStore.getState().clear();
  const { resetUnauthorizedState } = await import('@/lib/request');
  resetUnauthorizedState();
});
