import '@/styles/global.css';
import '@/lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

function render() {
  createRoot(container!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// index.html's header is painted first (one frame), so a visitor sees the site at once even when
// the scripts arrive before the browser's first paint; a hidden tab paints nothing, so it waits not.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(render));
else render();
