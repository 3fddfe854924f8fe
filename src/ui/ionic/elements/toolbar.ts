import type { JSX } from '@ionic/core/components';
import { defineCustomElement } from '@ionic/core/components/ion-toolbar.js';
import { ionWrapper } from '../wrap';

export const IonToolbar = /*#__PURE__*/ ionWrapper<HTMLIonToolbarElement, JSX.IonToolbar>(
  'ion-toolbar',
  defineCustomElement,
);
