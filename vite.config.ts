import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath, URL } from 'node:url';
import { manifest } from './src/config/manifest';
import { appRoutesFile } from './scripts/vite/app-routes';
import { ionicAliases, ionicTrim } from './scripts/vite/ionic';
import { ioniconsOneByOne } from './scripts/vite/icons';

// The sandbox the dev server proxies to (`npm run dev` starts it on this port).
const sandbox = process.env.SANDBOX_URL ?? 'http://localhost:8080';
// Ties the persisted offline cache to this build: a new build never reads old shapes.
const buildId = process.env.BUILD_ID ?? new Date().toISOString();

// The modules the route tree's search schemas are made of (paths without `.ts`, as patterns).
const LIST_FILTER_MODULES = [
  'contract/codes/[\\w-]+',
  'contract/labels',
  'contract/receivable-codes',
  'src/lib/(cerc|filter-codes)',
  'src/features/[\\w-]+/lib/filters',
  'src/features/billet/(files|list)/filters',
  'src/features/(paylink|transactions)/lib/labels',
  'src/features/billet/shared/labels',
];

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The backend contract both sides read (decision 028).
      '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
      ...ionicAliases,
    },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      // A page and its skeleton share one module: split them together, or the pending component
      // alone pulls every screen into the first chunk (the default leaves it in the route file).
      // The loader goes with them: its queries, schemas and fetchers are that screen's business,
      // and in the route tree every list's module graph loaded before the first screen (what
      // stays there is the search schema and loaderDeps, kept free of the queries: lib/list.ts).
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    ionicTrim(),
    ioniconsOneByOne(),
    appRoutesFile(fileURLToPath(new URL('./src/routeTree.gen.ts', import.meta.url))),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      injectManifest: {
        // No manifest by the glob (the plugin adds its own entry, which sw/sw.ts drops).
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        // The boleto's PDF maker (jsPDF, loaded when a customer taps 'Baixar PDF') and its
        // optional parts (html2canvas, DOMPurify, canvg: never loaded) are ~1 MB a merchant's
        // installed app would download for nothing; the PDF is an online action anyway.
        globIgnores: [
          // The manifest's screenshots serve the install dialog only, not the app offline.
          '**/screenshots/**',
          // The silent sign-in's way back is only ever asked for online, and must carry the
          // server's framing headers of now: the network answers it (sw/sw.ts has no route for it).
          '**/silent-check-sso.*',
          '**/assets/jspdf*.js',
          '**/assets/html2canvas*.js',
          '**/assets/purify.es*.js',
          '**/assets/index.es-*.js',
        ],
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    // dist/.vite/manifest.json: which CSS the customer's checkout loads, for the sandbox's first
    // paint of a shared link (server/link-first-paint.ts).
    manifest: true,
    // Every browser the app supports but Safari < 17 preloads modules natively; there, without
    // the polyfill, a chunk simply loads when imported. ~0.5 KiB less before any page shows.
    modulePreload: { polyfill: false },
    sourcemap: process.env.SOURCEMAP === '1',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The customer's pages share a dozen small modules of src/public (layout, public
              // client, forms, router) and the link's and payer's shapes, which only they and
              // the server read: one chunk, not a dozen requests on the card page's critical
              // path (decision 017). Only those modules: their libraries (React,
              // valibot…) keep the chunks the signed-in app shares. The start module and its
              // route table stay out, so that the page's own chunk is asked for first.
              name: 'public-core',
              test: /[\\/]src[\\/]public[\\/](boot\.tsx|api[\\/](?!early-config)|layout[\\/](?!not-found|page-icons)|form[\\/]|router[\\/](public-router|navigation|link)|checkout[\\/](checkout-frame|payer|payment-summary)\.)|[\\/]contract[\\/]checkout[\\/](link|payer)\.ts$/,
              includeDependenciesRecursively: false,
            },
            {
              // The route tree's search schemas (decision 033): every list's filters, the labels
              // they offer and the contract's codes they read load before the first screen
              // anyway; one chunk instead of ~20 of a few hundred bytes, each paying gzip's
              // per-file cost. Only those modules (valibot and the rest keep their chunks); a
              // lib/filters.ts is a list's search schema, and goes to the first screen here.
              name: 'list-filters',
              test: new RegExp(`[\\\\/](${LIST_FILTER_MODULES.join('|').replaceAll('/', '[\\\\/]')})\\.ts$`),
              includeDependenciesRecursively: false,
            },
            {
              // The config's schema and the brand it applies: both starts import them at once, so
              // one shared chunk instead of one request each on the card page's critical path.
              // With them, the few small pure modules both the dashboard's and the card page's
              // first screens read (CPF/CNPJ, money, the São Paulo clock, the error answer and
              // the list's shape): ~3 KiB in six files of a few hundred bytes was six requests
              // and six gzip streams on both critical paths.
              name: 'runtime-config',
              test: /[\\/](src[\\/]config[\\/]brand|contract[\\/](runtime-config|brand-colors|endpoint|shape|shapes[\\/]numbers|rules[\\/]documents)|src[\\/]lib[\\/](documents|money|dates[\\/]clock)|src[\\/]api[\\/]errors)\.ts$/,
            },
          ],
        },
      },
      treeshake: {
        // @ionic/react (one module) defines its router, nav and back-button components at the top
        // level without purity marks: classes extending React.Component (a property read) and
        // two factories of its own. Reading a property has no side effect in any library here,
        // and those factories only create components, so the parts the app never renders can be
        // dropped. Never list a name like 'React' here: every React.useEffect(…) statement would
        // go too (it once emptied useQuery). The e2e suite runs on this build.
        propertyReadSideEffects: false,
        manualPureFunctions: ['createForwardRef', 'createReactComponent'],
        // Vite 8 (Rolldown) ignores @ionic/core/components' `sideEffects: false`: without this every
        // Ionic component (tabs, nav, inputs…) lands in the initial bundle (docs/stack-notes.md, "Ionic tree-shaking").
        // Their CSS files do have effects: keep those.
        moduleSideEffects: (id: string) =>
          /@ionic[\\/]core[\\/]components[\\/].*\.m?js$/.test(id) ? false : undefined,
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': sandbox,
      '/config': sandbox,
    },
  },
});
