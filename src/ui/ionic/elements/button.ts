import type { JSX } from '@ionic/core/components';
import { defineCustomElement } from '@ionic/core/components/ion-button.js';
import { ionWrapper } from '../wrap';

export const IonButton = /*#__PURE__*/ ionWrapper<HTMLIonButtonElement, JSX.IonButton>(
  'ion-button',
  defineCustomElement,
);
