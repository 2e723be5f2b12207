// Runs the app's code after the browser's first paint, so that paint never waits for it
// (web/vite-plugins.ts). index.html preloads the code from the start; a prerendered page, on
// screen without it, asks for it only now (data-preload). A hidden tab paints nothing, so there the
// app starts at once.
const { entry, preload = '' } = document.currentScript.dataset;

// What a visitor does on a prerendered page before the app has taken it over would be lost: the
// page has no code yet, and hydration sets each field back to the app's state. So the text typed
// into fields is kept and put back, and clicks on buttons and form submissions are held and given
// again to the same elements, in order, once the app has started (event 'app-started').
const root = document.getElementById('root');
if (root && root.dataset.prerendered !== undefined) {
  const typed = new Map();
  const held = [];
  const keepTyped = (event) => {
    if (event.target instanceof HTMLInputElement && root.contains(event.target)) {
      typed.set(event.target, event.target.value);
    }
  };
  const hold = (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const element = event.type === 'submit' ? target : target && target.closest('button');
    if (!element || !root.contains(element)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(event.type === 'submit' ? () => element.requestSubmit() : () => element.click());
  };
  document.addEventListener('input', keepTyped, true);
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  document.addEventListener(
    'app-started',
    () => {
      document.removeEventListener('input', keepTyped, true);
      document.removeEventListener('click', hold, true);
      document.removeEventListener('submit', hold, true);
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      for (const [input, value] of typed) {
        if (!input.isConnected) continue;
        // As typing does, so that the app's change handler sees the text: emptied first, as the
        // app may have noted either the typed text or its own empty value when it took over.
        for (const text of ['', value]) {
          setValue.call(input, text);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }
      }
      // After the app has rendered what was typed.
      setTimeout(() => {
        for (const replay of held) replay();
      });
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
