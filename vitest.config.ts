import { defineConfig, mergeConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

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
            alias,
            // The browser builds of Ionic's custom elements (not their server/hydrate builds).
            conditions: ['browser', 'module', 'development|production'],
          },
          test: {
            name: 'unit',
            environment: 'happy-dom',
            include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/setup-dom.ts'],
            server: { deps: { inline: ['@ionic/core'] } },
          },
        },
      ),
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // One PGlite instance per file is expensive: run files one after another.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
