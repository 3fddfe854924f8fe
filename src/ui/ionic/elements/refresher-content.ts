import type { JSX } from '@ionic/core/components';
import { defineCustomElement } from '@ionic/core/components/ion-refresher-content.js';
import { ionWrapper } from '../wrap';

export const IonRefresherContent = /*#__PURE__*/ ionWrapper<HTMLIonRefresherContentElement, JSX.IonRefresherContent>(
  'ion-refresher-content',
  defineCustomElement,
);
