import { IonChip as Element, defineCustomElement } from '@ionic/core/components/ion-chip.js';
import type { IonChip as Type } from '@ionic/react';
import { ionComponent } from './component';

export const IonChip = ionComponent<typeof Type>({
  tagName: 'ion-chip',
  elementClass: Element,
  defineCustomElement,
});
