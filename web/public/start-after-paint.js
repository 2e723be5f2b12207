// Runs the app's code after the browser's first paint, so that paint never waits for it
// (web/vite-plugins.ts). index.html preloads the code from the start; a prerendered page, on
// screen without it, asks for it only now (data-preload). A hidden tab paints nothing, so there the
// app starts at once.
const { entry, preload = '' } = document.currentScript.dataset;

// A click on a prerendered page's button before the app has taken the page over would do nothing:
// it is held, and given again to the same button once the app has started (event 'app-started').
const root = document.getElementById('root');
if (root && root.dataset.prerendered !== undefined) {
  const held = [];
  const hold = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(button);
  };
  document.addEventListener('click', hold, true);
  document.addEventListener(
    'app-started',
    () => {
      document.removeEventListener('click', hold, true);
      for (const button of held) if (button.isConnected) button.click();
    },
    { once: true },
  );
}

function start() {
  for (const href of preload.split(' ').filter(Boolean)) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
    link.crossOrigin = '';
    document.head.append(link);
  }
  import(entry);
}

if (document.visibilityState !== 'visible') start();
else if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
  // The browser's own word that the page is on screen (its first-paint entry).
  new PerformanceObserver((_entries, observer) => {
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
} else requestAnimationFrame(() => setTimeout(start));
