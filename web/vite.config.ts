import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Puts the entry stylesheet into index.html: the first paint then waits for no request but the
 * page itself, instead of for a stylesheet downloading beside the app's scripts (issue 13).
 */
function inlineEntryStylesheet(): Plugin {
  return {
    name: 'inline-entry-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(
          /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
          (link, file: string) => {
            const asset = bundle?.[file];
            if (asset?.type !== 'asset') return link;
            // The link stays, disabled (so never fetched): lazy chunks that import from the entry
            // list its stylesheet, and Vite loads one again unless the page links it already.
            return `<style>${String(asset.source)}</style>${link.replace('>', ' disabled>')}`;
          },
        );
      },
    },
  };
}

const api = 'http://127.0.0.1:8080';
const proxy = {
  '/prod-api': { target: api, changeOrigin: true },
  '/profile': { target: api, changeOrigin: true },
};

export default defineConfig({
  plugins: [react(), inlineEntryStylesheet()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Admin forms read their limits from the server's request schemas (*.schema.ts, TypeBox only).
      '@server': fileURLToPath(new URL('../server/src', import.meta.url)),
    },
  },
  server: { proxy },
  preview: { proxy },
  // The manifest (dist/.vite/manifest.json, never served) lets the browser tests tell admin chunks apart.
  build: { outDir: 'dist', manifest: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // antd screens take seconds to mount under jsdom on a shared two-core machine.
    testTimeout: 120_000,
  },
});
