import { IonInput as Element, defineCustomElement } from '@ionic/core/components/ion-input.js';
import type { IonInput as Type } from '@ionic/react';
import { ionComponent } from './component';

export const IonInput = ionComponent<typeof Type>({
  tagName: 'ion-input',
  elementClass: Element,
  defineCustomElement,
  events: { onIonInput: 'ionInput', onIonChange: 'ionChange', onIonBlur: 'ionBlur', onIonFocus: 'ionFocus' },
});
