import type { Plugin } from 'vite';

/**
 * @ionic/react defines ion-icon from the ionicons package, which carries a second copy of the
 * Stencil runtime (~7 KiB gzip on the first screen). Ionic ships the same component built on its
 * own runtime, the one its items and toasts already use: one runtime, one ion-icon.
 */
export const ionicAliases = {
  'ionicons/components/ion-icon.js': '@ionic/core/components/ion-icon.js',
};

/**
 * @ionic/react wraps its tab bar in `React.memo(…)` at the top level without a purity mark, so
 * the tab bar and tab button (which the app never renders) stay in the first chunk with it.
 */
const UNMARKED_MEMO = /(const IonTabBarContainer = )React\.memo\(/;

/** @ionic/react's module with its one unmarked top-level `React.memo` call marked pure. */
export function markReactMemoPure(code: string): string {
  return code.replace(UNMARKED_MEMO, '$1/*#__PURE__*/ React.memo(');
}

/**
 * @ionic/react imports the definitions of its modal, popover and toast and runs them as it loads:
 * ~24 KiB gzip of the first screen for overlays it never shows (the toast's import alone, though
 * never run, pulled the toast into the first screen's chunks). Their imports become no-ops, and the app
 * defines each overlay when it first opens one (src/ui/ionic/overlays.ts), from its own chunk.
 */
export const DEFERRED_OVERLAYS = ['modal', 'popover', 'toast'] as const;
const OVERLAY_DEFINITION =
  /import \{ defineCustomElement as (defineCustomElement\$\w+) \} from '@ionic\/core\/components\/ion-(modal|popover|toast)\.js';/g;

/** @ionic/react's module with its overlays' definitions left to the app. */
export function deferOverlayDefinitions(code: string): string {
  return code.replace(
    OVERLAY_DEFINITION,
    (_, name: string, tag: string) => `const ${name} = () => {}; // ion-${tag}: defined on first use by the app`,
  );
}

/** `static get style(){return{ios:"…",md:…}}`: Stencil's per-mode styles of one component. */
const IOS_STYLE = /(static get style\(\)\{return\{ios:)(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/;

/** One component module's code without its iOS stylesheet (unchanged when it has none). */
export function dropIosStyle(code: string): string {
  return code.replace(IOS_STYLE, '$1""');
}

/**
 * Leaves out of the bundle what the app never runs of Ionic: each component's iOS stylesheet
 * (the app runs Ionic in Material mode only, ui/setup-ionic.ts: ~5 KiB gzip of the first screen)
 * and @ionic/react's tab bar (~3 KiB), and defines the modal, the popover and the toast when first opened
 * (above). tests/ionic-build.node.test.ts checks the patterns still match the installed Ionic.
 */
export function ionicTrim(): Plugin {
  return {
    name: 'ionic-trim',
    transform(code, id) {
      if (/@ionic[\\/]react[\\/]dist[\\/]index\.js$/.test(id))
        return { code: deferOverlayDefinitions(markReactMemoPure(code)), map: null };
      if (!/@ionic[\\/]core[\\/]components[\\/][^\\/]+\.js$/.test(id)) return null;
      const out = dropIosStyle(code);
      return out === code ? null : { code: out, map: null };
    },
  };
}
