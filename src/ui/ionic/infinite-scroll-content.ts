import {
  IonInfiniteScrollContent as Element,
  defineCustomElement,
} from '@ionic/core/components/ion-infinite-scroll-content.js';
import type { IonInfiniteScrollContent as Type } from '@ionic/react';
import { ionComponent } from './component';

export const IonInfiniteScrollContent = ionComponent<typeof Type>({
  tagName: 'ion-infinite-scroll-content',
  elementClass: Element,
  defineCustomElement,
});
