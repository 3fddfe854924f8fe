import { IonItem as Element, defineCustomElement } from '@ionic/core/components/ion-item.js';
import type { IonItem as Type } from '@ionic/react';
import { ionComponent } from './component';

/**
 * Ionic's item in a module of its own (decision 025): the first screen on a phone draws none (the
 * drawer's links, the user menu and the banners come later), so its ~4 KiB gzip travel with them.
 * Not @ionic/react's routing wrapper: the app routes with TanStack Router (ui/link/item-link.tsx).
 */
export const IonItem = ionComponent<typeof Type>({
  tagName: 'ion-item',
  elementClass: Element,
  defineCustomElement,
});
