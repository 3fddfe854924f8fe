import { useEffect, useState } from 'react';

/**
 * Ionic's modal, popover and toast, defined when the app first opens one rather than with the first
 * screen (the build leaves @ionic/react's own definitions out: scripts/vite/ionic.ts). A closed
 * `<ion-modal>` rendered before that is an unknown, empty element; Stencil picks up the properties
 * React set on it once it is defined. The side menu and its split pane come the same way
 * (ui/ionic/menu.ts): a phone's first screen shows neither.
 */
const LOADERS = {
  'ion-modal': () => import('@ionic/core/components/ion-modal.js'),
  'ion-popover': () => import('@ionic/core/components/ion-popover.js'),
  'ion-toast': () => import('@ionic/core/components/ion-toast.js'),
  // One chunk for both: the split pane only ever lays out a menu.
  'ion-menu': () =>
    Promise.all([
      import('@ionic/core/components/ion-menu.js'),
      import('@ionic/core/components/ion-split-pane.js'),
    ]).then(([menu, splitPane]) => ({
      defineCustomElement: () => {
        splitPane.defineCustomElement();
        menu.defineCustomElement();
      },
    })),
};
export type OverlayTag = keyof typeof LOADERS;

const pending = new Map<OverlayTag, Promise<void>>();

export const isOverlayDefined = (tag: OverlayTag) => customElements.get(tag) !== undefined;

/** Defines the overlay (once; a failed download is tried again on the next call). */
export function defineOverlay(tag: OverlayTag): Promise<void> {
  if (isOverlayDefined(tag)) return Promise.resolve();
  let loading = pending.get(tag);
  if (!loading) {
    loading = LOADERS[tag]()
      .then((module) => module.defineCustomElement())
      .catch((error: unknown) => {
        pending.delete(tag);
        throw error;
      });
    pending.set(tag, loading);
  }
  return loading;
}

/**
 * Whether the overlay is defined, starting its definition once it is `wanted` (open): a modal
 * asked open before then opens as soon as its code has arrived.
 */
export function useOverlayDefined(tag: OverlayTag, wanted: boolean): boolean {
  const [defined, setDefined] = useState(() => isOverlayDefined(tag));
  useEffect(() => {
    if (defined || !wanted) return;
    let live = true;
    defineOverlay(tag).then(
      () => live && setDefined(true),
      // Offline with an old cache, or a deploy in between: the next opening tries again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [defined, tag, wanted]);
  return defined;
}
