import { IonTitle as Element, defineCustomElement } from '@ionic/core/components/ion-title.js';
import type { IonTitle as Type } from '@ionic/react';
import { ionComponent } from './component';

export const IonTitle = ionComponent<typeof Type>({
  tagName: 'ion-title',
  elementClass: Element,
  defineCustomElement,
});
