import type { Plugin } from 'vite';

/**
 * @ionic/react defines ion-icon from the ionicons package, which carries a second copy of the
 * Stencil runtime (~7 KiB gzip on the first screen). Ionic ships the same component built on its
 * own runtime, the one its items and toasts already use: one runtime, one ion-icon.
 */
export const ionicAliases = {
  'ionicons/components/ion-icon.js': '@ionic/core/components/ion-icon.js',
};

/** `static get style(){return{ios:"…",md:…}}`: Stencil's per-mode styles of one component. */
const IOS_STYLE = /(static get style\(\)\{return\{ios:)(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/;

/** One component module's code without its iOS stylesheet (unchanged when it has none). */
export function dropIosStyle(code: string): string {
  return code.replace(IOS_STYLE, '$1""');
}

/**
 * The app runs Ionic in Material mode only (ui/setup-ionic.ts), so the iOS stylesheet each
 * component carries is never applied: leave it out of the bundle (~5 KiB gzip of the first
 * screen). A test checks the pattern still matches the installed Ionic.
 */
export function ionicMaterialOnly(): Plugin {
  return {
    name: 'ionic-material-only',
    transform(code, id) {
      if (!/@ionic[\\/]core[\\/]components[\\/][^\\/]+\.js$/.test(id)) return null;
      const out = dropIosStyle(code);
      return out === code ? null : { code: out, map: null };
    },
  };
}
