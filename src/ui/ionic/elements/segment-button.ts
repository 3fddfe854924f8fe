import type { JSX } from '@ionic/core/components';
import { defineCustomElement } from '@ionic/core/components/ion-segment-button.js';
import { ionWrapper } from '../wrap';

export const IonSegmentButton = /*#__PURE__*/ ionWrapper<HTMLIonSegmentButtonElement, JSX.IonSegmentButton>(
  'ion-segment-button',
  defineCustomElement,
);
