import type { JSX } from '@ionic/core/components';
import { defineCustomElement } from '@ionic/core/components/ion-content.js';
import { ionWrapper } from '../wrap';

export const IonContent = /*#__PURE__*/ ionWrapper<HTMLIonContentElement, JSX.IonContent>(
  'ion-content',
  defineCustomElement,
);
