import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { version as viteVersion } from 'vite';
import { defineConfig } from 'vitest/config';

const api = 'http://127.0.0.1:8080';
const proxy = {
  '/prod-api': { target: api, changeOrigin: true },
  '/profile': { target: api, changeOrigin: true },
};

/**
 * The install hoists @vitejs/plugin-react beside Vite 8 (vitest's), while this app runs its own
 * Vite 7. The plugin then believes it runs in Vite 8 and plugs in Vite 8's native refresh
 * wrapper, which Vite 7's dev server rejects ("Missing field `moduleType`"). When the two majors
 * differ, the wrapper is left out: the dev server works, with full reloads instead of Fast
 * Refresh. Builds and tests are unaffected.
 */
function reactPlugins() {
  const plugins = react();
  const require = createRequire(import.meta.url);
  const pluginVitePkg = createRequire(require.resolve('@vitejs/plugin-react')).resolve('vite/package.json');
  const pluginViteVersion: string = JSON.parse(readFileSync(pluginVitePkg, 'utf8')).version;
  const major = (version: string) => version.split('.')[0];
  if (major(pluginViteVersion) === major(viteVersion)) return plugins;
  return plugins.filter(
    (plugin) =>
      !(
        plugin &&
        typeof plugin === 'object' &&
        'name' in plugin &&
        plugin.name === 'vite:react:refresh-wrapper'
      ),
  );
}

export default defineConfig({
  plugins: reactPlugins(),
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy },
  preview: { proxy },
  build: { outDir: 'dist' },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
  },
});
