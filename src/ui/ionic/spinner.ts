import { IonSpinner as Element, defineCustomElement } from '@ionic/core/components/ion-spinner.js';
import type { IonSpinner as Type } from '@ionic/react';
import { ionComponent } from './component';

export const IonSpinner = ionComponent<typeof Type>({
  tagName: 'ion-spinner',
  elementClass: Element,
  defineCustomElement,
});
