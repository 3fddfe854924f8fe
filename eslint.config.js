// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync, existsSync } from 'node:fs';

// Layering of DESIGN.md: shared pieces never import features, features never import each
// other, the public checkout never imports the signed-in app. Zones are built from the folders
// that exist so a new feature is covered without editing this file.
const features = existsSync('src/features') ? readdirSync('src/features') : [];
const shared = ['ui', 'lib', 'api', 'auth', 'offline', 'config'];
const zones = [
  ...shared.map((dir) => ({
    target: `./src/${dir}`,
    from: './src/features',
    message: 'Shared code must not import features; move what both need into a shared folder.',
  })),
  ...shared.map((dir) => ({
    target: `./src/${dir}`,
    from: ['./src/routes', './src/app'],
    message: 'Shared code must not import the app layer or routes.',
  })),
  {
    target: './src/features',
    from: ['./src/routes', './src/app'],
    message: 'Features must not import the app layer or routes.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features never import other features; move what both need into ui/ or lib/.',
  })),
];

/** Library boundaries: each library lives behind one module. */
const onlyUnder = (name, where) => ({
  files: ['src/**/*.{ts,tsx}'],
  ignores: where,
  rules: {
    'no-restricted-imports': [
      'error',
      { paths: [{ name, message: `${name} is only used under ${where.join(', ')}.` }] },
    ],
  },
});

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
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  onlyUnder('keycloak-js', ['src/auth/**']),
  onlyUnder('idb-keyval', ['src/offline/**']),
  onlyUnder('luxon', ['src/lib/dates.ts', 'src/lib/dates/**']),
);
