import { IonCheckbox as Element, defineCustomElement } from '@ionic/core/components/ion-checkbox.js';
import type { IonCheckbox as Type } from '@ionic/react';
import { ionComponent } from './component';

export const IonCheckbox = ionComponent<typeof Type>({
  tagName: 'ion-checkbox',
  elementClass: Element,
  defineCustomElement,
  events: { onIonChange: 'ionChange', onIonFocus: 'ionFocus', onIonBlur: 'ionBlur' },
});
