import { IonRange as Element, defineCustomElement } from '@ionic/core/components/ion-range.js';
import type { IonRange as Type } from '@ionic/react';
import { ionComponent } from './component';

export const IonRange = ionComponent<typeof Type>({
  tagName: 'ion-range',
  elementClass: Element,
  defineCustomElement,
  events: {
    onIonInput: 'ionInput',
    onIonChange: 'ionChange',
    onIonBlur: 'ionBlur',
    onIonFocus: 'ionFocus',
    onIonKnobMoveStart: 'ionKnobMoveStart',
    onIonKnobMoveEnd: 'ionKnobMoveEnd',
  },
});
