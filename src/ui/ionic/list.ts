import { IonList as Element, defineCustomElement } from '@ionic/core/components/ion-list.js';
import {
  IonListHeader as HeaderElement,
  defineCustomElement as defineHeader,
} from '@ionic/core/components/ion-list-header.js';
import type { IonList as Type, IonListHeader as HeaderType } from '@ionic/react';
import { ionComponent } from './component';

export const IonList = ionComponent<typeof Type>({ tagName: 'ion-list', elementClass: Element, defineCustomElement });

export const IonListHeader = ionComponent<typeof HeaderType>({
  tagName: 'ion-list-header',
  elementClass: HeaderElement,
  defineCustomElement: defineHeader,
});
