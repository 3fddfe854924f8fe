import { IonAccordionGroup as Element, defineCustomElement } from '@ionic/core/components/ion-accordion-group.js';
import type { IonAccordionGroup as Type } from '@ionic/react';
import { ionComponent } from './component';

export const IonAccordionGroup = ionComponent<typeof Type>({
  tagName: 'ion-accordion-group',
  elementClass: Element,
  defineCustomElement,
  events: { onIonChange: 'ionChange' },
});
