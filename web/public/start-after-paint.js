// Runs the app's code, which the page's modulepreload link #app-entry is downloading already,
// after the browser's first paint, so that paint never waits for it (web/vite-plugins.ts). A hidden tab
// paints nothing, so there the app starts at once.
const entry = document.getElementById('app-entry').href;
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(() => import(entry)));
else import(entry);
