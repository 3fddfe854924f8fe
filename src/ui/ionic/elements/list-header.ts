import type { JSX } from '@ionic/core/components';
import { defineCustomElement } from '@ionic/core/components/ion-list-header.js';
import { ionWrapper } from '../wrap';

export const IonListHeader = /*#__PURE__*/ ionWrapper<HTMLIonListHeaderElement, JSX.IonListHeader>(
  'ion-list-header',
  defineCustomElement,
);
