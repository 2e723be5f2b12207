import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/main.ts', 'src/backup.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  sourcemap: true,
  clean: true,
});
