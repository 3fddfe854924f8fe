import type { JSX } from '@ionic/core/components';
import { defineCustomElement } from '@ionic/core/components/ion-header.js';
import { ionWrapper } from '../wrap';

export const IonHeader = /*#__PURE__*/ ionWrapper<HTMLIonHeaderElement, JSX.IonHeader>(
  'ion-header',
  defineCustomElement,
);
