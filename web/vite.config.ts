import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const api = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      '/prod-api': { target: api, changeOrigin: true },
      '/profile': { target: api, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/prod-api': { target: api, changeOrigin: true },
      '/profile': { target: api, changeOrigin: true },
    },
  },
  build: { outDir: 'dist' },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
  },
});
