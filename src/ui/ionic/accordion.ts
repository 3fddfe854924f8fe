import { IonAccordion as Element, defineCustomElement } from '@ionic/core/components/ion-accordion.js';
import type { IonAccordion as Type } from '@ionic/react';
import { ionComponent } from './component';

export const IonAccordion = ionComponent<typeof Type>({
  tagName: 'ion-accordion',
  elementClass: Element,
  defineCustomElement,
});
