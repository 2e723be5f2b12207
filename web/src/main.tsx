import '@/styles/global.css';
import '@/lib/i18n';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, startRouter } from '@/app/app';
import { canHydrate, loadMatchedRoutes } from '@/app/hydration';
import { routes } from '@/app/router';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const app = () => (
  <StrictMode>
    <App router={startRouter()} />
  </StrictMode>
);

if (canHydrate(container, window.location)) {
  void loadMatchedRoutes(routes, window.location.pathname).then(() => hydrateRoot(container, app()));
} else {
  const render = () => createRoot(container).render(app());
  // index.html's header is painted first (one frame), so a visitor sees the site at once even when
  // the scripts arrive before the browser's first paint; a hidden tab paints nothing, so it waits not.
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(render));
  else render();
}
