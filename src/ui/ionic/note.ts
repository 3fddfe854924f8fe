import { IonNote as Element, defineCustomElement } from '@ionic/core/components/ion-note.js';
import type { IonNote as Type } from '@ionic/react';
import { ionComponent } from './component';

export const IonNote = ionComponent<typeof Type>({
  tagName: 'ion-note',
  elementClass: Element,
  defineCustomElement,
});
