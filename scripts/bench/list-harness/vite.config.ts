import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';

/** Builds the list bench harness (scripts/bench/list.ts) into .bench/list-harness. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  resolve: { alias: { '@': fileURLToPath(new URL('../../../src', import.meta.url)) } },
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../../../.bench/list-harness', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
});
