import { IonInfiniteScroll as Element, defineCustomElement } from '@ionic/core/components/ion-infinite-scroll.js';
import type { IonInfiniteScroll as Type } from '@ionic/react';
import { ionComponent } from './component';

export const IonInfiniteScroll = ionComponent<typeof Type>({
  tagName: 'ion-infinite-scroll',
  elementClass: Element,
  defineCustomElement,
  events: { onIonInfinite: 'ionInfinite' },
});
