import { IonRadioGroup as Element, defineCustomElement } from '@ionic/core/components/ion-radio-group.js';
import type { IonRadioGroup as Type } from '@ionic/react';
import { ionComponent } from './component';

export const IonRadioGroup = ionComponent<typeof Type>({
  tagName: 'ion-radio-group',
  elementClass: Element,
  defineCustomElement,
  events: { onIonChange: 'ionChange' },
});
