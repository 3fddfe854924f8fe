import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { ionicAliases } from './scripts/vite/ionic';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
};

export default defineConfig({
  test: {
    projects: [
      mergeConfig(
        {},
        {
          plugins: [react()],
          // vite.config.ts sets the real build id; tests only need one.
          define: { __BUILD_ID__: JSON.stringify('test-build') },
          resolve: {
            // The same ion-icon as the build's.
            alias: { ...alias, ...ionicAliases },
            // The browser builds of Ionic's custom elements (not their server/hydrate builds).
            conditions: ['browser', 'module', 'development|production'],
          },
          test: {
            name: 'unit',
            environment: 'happy-dom',
            include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'contract/**/*.test.ts'],
            exclude: [...configDefaults.exclude, 'tests/**/*.node.test.ts'],
            setupFiles: ['tests/setup-dom.ts'],
            // Ionic's components render after React mounts them (Stencil's own schedule): on a
            // busy 2-core runner a test that waits for several of them needs more than 5 s.
            testTimeout: 15_000,
            // @ionic/react's wrappers must resolve the browser build of @lit/react, or their
            // `onIon*` event props never fire under Vitest (docs/stack-notes.md, "Ionic under Vitest").
            server: { deps: { inline: ['@ionic/core', '@ionic/react', '@stencil/react-output-target', '@lit/react'] } },
          },
        },
      ),
      {
        // Tests that run tools (ESLint) in Node: no DOM, no Ionic set-up.
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/**/*.node.test.ts'],
          // ESLint's first lint loads every plugin and the TypeScript resolver: seconds on a busy
          // 2-core runner.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'server/testing/money-property-*.test.ts'],
          // One PGlite instance per file is expensive: run files one after another.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // The money property (issue 29): minutes of random sequences, its shards side by side,
          // one PGlite each (or a PostgreSQL copy each, under TEST_DATABASE_URL).
          name: 'money',
          environment: 'node',
          include: ['server/testing/money-property-*.test.ts'],
          fileParallelism: true,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
