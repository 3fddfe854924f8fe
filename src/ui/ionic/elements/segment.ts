import type { JSX } from '@ionic/core/components';
import { defineCustomElement } from '@ionic/core/components/ion-segment.js';
import { ionWrapper } from '../wrap';

export const IonSegment = /*#__PURE__*/ ionWrapper<HTMLIonSegmentElement, JSX.IonSegment>(
  'ion-segment',
  defineCustomElement,
);
