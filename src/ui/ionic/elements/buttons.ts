import type { JSX } from '@ionic/core/components';
import { defineCustomElement } from '@ionic/core/components/ion-buttons.js';
import { ionWrapper } from '../wrap';

export const IonButtons = /*#__PURE__*/ ionWrapper<HTMLIonButtonsElement, JSX.IonButtons>(
  'ion-buttons',
  defineCustomElement,
);
