// Runs the app's code after the browser's first paint, so that paint never waits for it
// (web/vite-plugins.ts). index.html preloads the code from the start; a prerendered page, on
// screen without it, asks for it only now (data-preload). A hidden tab paints nothing, so there the
// app starts at once.
const { entry, preload = '' } = document.currentScript.dataset;

function start() {
  for (const href of preload.split(' ').filter(Boolean)) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
    link.crossOrigin = '';
    document.head.append(link);
  }
  import(entry);
}

if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else start();
