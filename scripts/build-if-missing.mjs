// `npm start` runs this first: build the app once when it has never been built, so that
// `npm install && npm start` is all a new user needs. An existing build is used as is.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outputs = ['web/dist/index.html', 'server/dist/main.js'];
const missing = outputs.filter((file) => !existsSync(new URL(`../${file}`, import.meta.url)));

if (missing.length === 0) {
  console.log('Using the existing build (web/dist, server/dist). Run "npm run build" to rebuild.');
} else {
  console.log(`Building the app first (missing: ${missing.join(', ')})…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error('The build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}
