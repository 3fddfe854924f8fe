import { IonRadio as Element, defineCustomElement } from '@ionic/core/components/ion-radio.js';
import type { IonRadio as Type } from '@ionic/react';
import { ionComponent } from './component';

export const IonRadio = ionComponent<typeof Type>({
  tagName: 'ion-radio',
  elementClass: Element,
  defineCustomElement,
  events: { onIonFocus: 'ionFocus', onIonBlur: 'ionBlur' },
});
