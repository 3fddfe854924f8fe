import { IonBadge as Element, defineCustomElement } from '@ionic/core/components/ion-badge.js';
import type { IonBadge as Type } from '@ionic/react';
import { ionComponent } from './component';

export const IonBadge = ionComponent<typeof Type>({
  tagName: 'ion-badge',
  elementClass: Element,
  defineCustomElement,
});
