import type { JSX } from '@ionic/core/components';
import { defineCustomElement } from '@ionic/core/components/ion-refresher.js';
import { ionWrapper } from '../wrap';

export const IonRefresher = /*#__PURE__*/ ionWrapper<HTMLIonRefresherElement, JSX.IonRefresher>(
  'ion-refresher',
  defineCustomElement,
);
