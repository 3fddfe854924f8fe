import type { KnipConfig } from 'knip';

// Knip's plugins read most entries from the tools' own configs: package.json scripts (server,
// dev, bench, openapi, ci), vite (index.html → src/main.tsx), vite-plugin-pwa (sw/sw.ts),
// TanStack Router (the route tree, hence src/routes), vitest and playwright (the tests and their
// set-up), eslint and prettier. What is left is listed here.
const config: KnipConfig = {
  entry: [
    // Run by hand when their inputs change (each file's header says how); their outputs are committed.
    'scripts/make-*.ts',
    'scripts/screenshots.ts',
    'server/domain/billet/testing/write-fixtures.ts',
    // Deliberate import cycles that tests/lint-boundaries.node.test.ts lints by path.
    '{src/lib,server,contract}/testing/lint-cycle/*.ts',
    // Served as a static file: public/silent-check-sso.html loads it.
    'public/silent-check-sso.js',
  ],
  // The bench builds its harnesses with their own vite configs (scripts/bench/list.ts, offline-*.ts).
  vite: { config: ['vite.config.ts', 'scripts/bench/*-harness/vite.config.ts'] },
  // Projects of their own that tests run knip or other tools on.
  ignore: ['tests/fixtures/**'],
};

export default config;
