import '@/styles/global.css';
import '@/lib/i18n';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, startRouter } from '@/app/app';
import { canHydrate, loadMatchedRoutes } from '@/app/hydration';
import { routes } from '@/app/router';

// Runs after the page's first paint (public/start-after-paint.js): the prerendered page, or
// index.html's header, is on screen already.

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const app = () => (
  <StrictMode>
    <App router={startRouter()} />
  </StrictMode>
);

// As transitions, the first render and the hydration yield to the browser every few milliseconds
// instead of blocking it for their whole length.
if (canHydrate(container, window.location)) {
  void loadMatchedRoutes(routes, window.location.pathname).then(() =>
    startTransition(() => {
      hydrateRoot(container, app());
    }),
  );
} else {
  startTransition(() => createRoot(container).render(app()));
}
