import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';

/**
 * Builds the offline-snapshot harness (scripts/bench/snapshot-harness/main.ts) into
 * .bench/snapshot-harness, for the bench (capture cost of an Ionic screen) and the Chromium
 * tests of e2e/offline-snapshot.spec.ts.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  resolve: { alias: { '@': fileURLToPath(new URL('../../../src', import.meta.url)) } },
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../../../.bench/snapshot-harness', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
});
