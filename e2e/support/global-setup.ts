import { ensureChromium } from './browser.js';
import { assertBuilt } from './server.js';

// Runs once before all spec files: fail early and clearly when the app is not built, and make
// sure Debian's Chromium is there (installed with apt-get when missing and we are root).
export default function setup(): void {
  assertBuilt();
  ensureChromium();
}
