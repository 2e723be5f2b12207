import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { inlineEntryStylesheet, prerenderPages, startAfterFirstPaint } from './vite-plugins';

const api = 'http://127.0.0.1:8080';
const proxy = {
  '/prod-api': { target: api, changeOrigin: true },
  '/profile': { target: api, changeOrigin: true },
};

export default defineConfig({
  plugins: [react(), inlineEntryStylesheet(), startAfterFirstPaint(), prerenderPages()],
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
