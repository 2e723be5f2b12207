import { cleanup } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, vi } from 'vitest';
import '@/lib/i18n';

// jsdom has no layout: scrolling is a no-op here.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(async () => {
  cleanup();
  Cookies.remove('Admin-Token');
  localStorage.clear();
  const { useFeedbackStore } = await import('@/components/feedback/feedback-store');
  useFeedbackStore.getState().clear();
  const { resetUnauthorizedState } = await import('@/lib/request');
  resetUnauthorizedState();
});
