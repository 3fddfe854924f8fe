// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';

// House rules of CONTRIBUTING.md and docs/stack-notes.md, enforced (decision 012). tests/lint-boundaries.node.test.ts
// lints forbidden imports against this file: a rule that stops firing fails that test.

const root = import.meta.dirname;
const srcFiles = ['src/**/*.{ts,tsx}'];

/**
 * The customer's checkout: no sign-in, no offline data, no shell, no Ionic JavaScript, so it stays
 * small. `src/public/` holds what these pages share. `src/routes/_app/**` is the signed-in app.
 */
const publicPages = [
  'src/routes/paylink/**',
  'src/routes/pix/**',
  'src/routes/receipt*.tsx',
  'src/routes/billet/**',
  'src/public/**',
];

// Layering of docs/stack-notes.md: shared pieces never import features, app or routes; features never
// import app, routes or each other. Zones are built from the folders that exist so a new feature
// is covered without editing this file. `from`/`except` are folders (not globs): the resolved
// file of every import, relative or `@/`, is checked.
const features = existsSync(join(root, 'src/features')) ? readdirSync(join(root, 'src/features')) : [];
const shared = ['ui', 'lib', 'api', 'auth', 'offline', 'config'];
const srcZones = [
  {
    target: shared.map((dir) => `./src/${dir}`),
    from: ['./src/features', './src/app', './src/routes'],
    message: 'Shared code must not import features, the app layer or routes; move what both need into a shared folder.',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/routes'],
    message: 'Features must not import the app layer or routes.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features never import other features; move what both need into ui/, lib/ or api/.',
  })),
  {
    // A feature's calls (fetchers, query options, mutations) stand on src/api and contract/ alone,
    // so no screen code sits between a call and HTTP. Billet's areas keep theirs in an `api.ts`.
    target: ['./src/features/*/api/**', './src/features/*/*/api.ts'],
    from: './src/ui',
    message:
      "A feature's api code builds on src/api and contract/ only, never src/ui: the list plumbing is src/api/list-queries.ts and src/api/lists/.",
  },
  {
    // What src/api builds (a list's parameters, query keys, calls) is read by loaders and by a
    // feature's api code alike, so it needs no screen: a request goes feature → src/api → contract/.
    target: './src/api',
    from: './src/ui',
    message:
      'src/api builds requests and imports no src/ui; what depends on the screen (its width, hooks) stays in src/ui.',
  },
  {
    target: publicPages.map((glob) => `./${glob}`),
    from: ['./src/auth', './src/offline', './src/app', './src/ui'],
    message:
      'Public pages load no sign-in, offline store, shell or Ionic kit (src/ui); share Ionic-free code through src/public/.',
  },
  {
    // The public pages' shared code is shared code too (its other limits are the zone above).
    target: './src/public',
    from: ['./src/features', './src/routes'],
    message: 'src/public is shared by the public pages: it imports no features or routes.',
  },
  {
    target: './src',
    from: './server',
    message: 'The app never imports the sandbox server; what both sides share lives in contract/ (decision 028).',
  },
];

/** Every path under server/ except the seed and its one entry point (bootstrap.ts). */
function serverOutsideSeed() {
  const under = (/** @type {string} */ dir) => (existsSync(join(root, dir)) ? readdirSync(join(root, dir)) : []);
  return [
    ...under('server')
      .filter((name) => name !== 'db')
      .map((name) => `./server/${name}`),
    ...under('server/db')
      .filter((name) => name !== 'seed' && !name.endsWith('.ts'))
      .map((name) => `./server/db/${name}`),
    // Files directly in server/db/ but the entry, by a glob (minimatch's extglob), so that a file
    // linted before it exists on disk (tests/lint-boundaries.node.test.ts) is covered too.
    './server/db/!(bootstrap).ts',
  ];
}

// The server is a separate program: it never reads app code. What both sides share (the calls'
// shapes, the /config document's, the colour maths) lives in contract/ (decision 028).
const serverZones = [
  {
    target: './server',
    from: './src',
    message: 'The server never imports app code: what both sides share goes to contract/.',
  },
  {
    // The seed is a generator of throw-away rows: what the routes and queries also need (codes,
    // lookups, document and settlement arithmetic) lives in server/domain/, imported by both, so
    // no route depends on how the demo data is made. Built from the folders that exist, so a new
    // server folder is covered without editing this file.
    target: serverOutsideSeed(),
    from: './server/db/seed',
    message:
      'Only the seeding entry (server/db/bootstrap.ts) imports server/db/seed/: move the rule you need to server/domain/.',
  },
  {
    // The business rules (payments, boleto terms, settlement, codes) know neither SQL nor HTTP:
    // the payment rules reach the database through their own interface (payments/store.ts),
    // which server/db implements; the rest are plain functions (decision 028).
    target: './server/domain',
    from: ['./server/db', './server/api', './server/services'],
    message:
      'server/domain knows neither the database nor HTTP: pass it plain values, or an interface server/db implements.',
  },
  {
    // Storage answers the routes, never the other way round.
    target: './server/db',
    from: ['./server/api', './server/services'],
    message: 'server/db never imports server/api or server/services: they call the queries.',
  },
  {
    // The application layer (decision 031) orchestrates the queries and the rules; the routes call
    // it and hand it their views. It never reaches back into HTTP.
    target: './server/services',
    from: './server/api',
    message: 'server/services never imports server/api: a route hands a service what it needs (a view function).',
  },
];

/**
 * The contract (decision 028) is read by the browser and by Node alike: plain TypeScript and
 * valibot, and the pure libraries of its rules. No app, server, test code or platform module.
 */
const contractZones = [
  {
    target: './contract',
    from: ['./src', './server', './e2e', './scripts', './tests'],
    message: 'contract/ imports neither the app nor the server: both import it.',
  },
];
const CONTRACT_PACKAGES = ['valibot', '@brazilian-utils/brazilian-utils', 'credit-card-type'];

/**
 * Library boundaries: each library lives behind one module. Flat config replaces a rule's options
 * when a later block matches the same file, so each file group below gets ONE
 * `no-restricted-imports` listing everything forbidden there (the groups do not overlap).
 */
const libraryHomes = {
  'keycloak-js': 'src/auth/**',
  'idb-keyval': 'src/offline/**',
  luxon: 'src/lib/dates/**',
};
const libraryPath = (/** @type {keyof typeof libraryHomes} */ name) => ({
  name,
  message: `${name} is only used under ${libraryHomes[name]}.`,
});
const allLibraries = /** @type {(keyof typeof libraryHomes)[]} */ (Object.keys(libraryHomes));
// Any module of an Ionic package or ionicons except stylesheets: CSS variables and the look are
// fine on public pages, the components' JavaScript is not.
const ionicJs = {
  regex: '^(@ionic/[^/]+|ionicons)(/(?!.*\\.css$).*)?$',
  message: 'Public pages use no Ionic JavaScript (its CSS files are fine): plain elements with Ionic CSS variables.',
};
const restrictImports = (
  /** @type {string[]} */ files,
  /** @type {object} */ options,
  ignores = /** @type {string[]} */ ([]),
) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', options] },
});
/**
 * `@ionic/react` is one module: every wrapper the app uses anywhere, with its component, ships
 * with the first screen. The components no first screen draws come from src/ui/ionic/, one
 * module each, so they travel with the screens that use them (decision 025).
 */
const IONIC_SPLIT_HOME = 'src/ui/ionic/**';
const ionicSplit = {
  name: '@ionic/react',
  importNames: [
    'IonAccordion',
    'IonAccordionGroup',
    'IonBadge',
    'IonCheckbox',
    'IonChip',
    'IonInfiniteScroll',
    'IonInfiniteScrollContent',
    'IonInput',
    'IonNote',
    'IonRadio',
    'IonRadioGroup',
    'IonRange',
    'IonSpinner',
    'IonTitle',
  ],
  message:
    'Import it from src/ui/ionic/ (its own module): from @ionic/react it would ship with the first screen (decision 025).',
};
const libraryBoundaries = [
  ...allLibraries.map((home) =>
    restrictImports([libraryHomes[home]], {
      paths: [...allLibraries.filter((name) => name !== home).map(libraryPath), ionicSplit],
    }),
  ),
  restrictImports(publicPages, { paths: allLibraries.map(libraryPath), patterns: [ionicJs] }),
  restrictImports([IONIC_SPLIT_HOME], { paths: allLibraries.map(libraryPath) }),
  restrictImports(srcFiles, { paths: [...allLibraries.map(libraryPath), ionicSplit] }, [
    ...Object.values(libraryHomes),
    ...publicPages,
    IONIC_SPLIT_HOME,
  ]),
];

/**
 * One home per name: a module exports only what it declares, so every name is imported from the module
 * that declares it and from nowhere else. Only the package-facing barrels (`index.ts`) re-export.
 * esquery cannot tell an imported binding from a local one, so an export list is refused altogether:
 * a local declaration is exported where it is declared (`export const`, `export type`).
 */
const ONE_HOME = "Import from the name's home module (one home per name): only an index.ts barrel re-exports.";
const oneHomePerName = {
  files: ['contract/**/*.ts', 'src/**/*.{ts,tsx}', 'server/**/*.ts', 'sw/**/*.ts'],
  ignores: [
    '**/index.ts',
    '**/*.test.{ts,tsx}',
    '**/testing/**',
    '**/*-test-helpers.ts',
    'server/api/test-*.ts',
    'src/routeTree.gen.ts',
  ],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: 'ExportNamedDeclaration[source]', message: ONE_HOME },
      { selector: 'ExportAllDeclaration', message: ONE_HOME },
      {
        selector: 'ExportNamedDeclaration[source=null][declaration=null]',
        message: `${ONE_HOME} A local name is exported where it is declared (export const).`,
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      '.data*',
      'dev-dist',
      '.bench',
      // Deliberate import cycles that tests/lint-boundaries.node.test.ts lints on purpose.
      'src/lib/testing/lint-cycle',
      'server/testing/lint-cycle',
      'contract/testing/lint-cycle',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      // Without a resolver import-x resolves neither `.ts` files nor `@/`, and its path rules
      // silently pass. tsconfig.json's references carry the `@/*` paths of app and server.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: join(root, 'tsconfig.json') })],
      // no-cycle follows only the files it may parse; TypeScript is the language of this tree.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
  },
  {
    files: srcFiles,
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: srcZones, basePath: root }],
      // Type-only imports do not count (they vanish at build); packages are not followed.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: serverZones, basePath: root }],
      // The server's modules import each other in one direction too (the query files once did in a circle).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The contract is read by both sides: a cycle in it would reach both bundles and the server.
    files: ['contract/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // SQL lives under server/db/ only: routes and rules may name a row's type, never build a query.
    files: ['server/api/**/*.ts', 'server/domain/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/api/test-*.ts', 'server/api/*-test-helpers.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
              allowTypeImports: true,
              message: 'SQL lives under server/db/: call a query of server/db/queries/ (decision 028).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: contractZones, basePath: root }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?!\\.{1,2}/|${CONTRACT_PACKAGES.map((name) => name.replace(/[/.]/g, '\\$&')).join('|')}$)`,
              message: `contract/ imports only its own modules and ${CONTRACT_PACKAGES.join(', ')} (decision 028).`,
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'process', 'Buffer'].map((name) => ({
          name,
          message: 'contract/ runs in the browser and in Node alike: no platform globals.',
        })),
      ],
    },
  },
  {
    // Sizes a reader can hold (CONTRIBUTING.md): a file over 300 lines or a function over 80 is split
    // by responsibility. Blank lines and comments do not count, so the why-comments are never the cost.
    // Tests, their fixtures and generated files are exempt: a test reads top to bottom.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'contract/**/*.ts', 'sw/**/*.ts', 'scripts/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/testing/**',
      '**/*-test-helpers.ts',
      'server/api/test-*.ts',
      'src/routeTree.gen.ts',
    ],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  {
    // A route file only wires a URL to a feature's page (docs/architecture.md).
    files: ['src/routes/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'max-lines': ['error', { max: 60, skipBlankLines: true, skipComments: true }] },
  },
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  ...libraryBoundaries,
  oneHomePerName,
);
