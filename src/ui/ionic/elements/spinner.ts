import type { JSX } from '@ionic/core/components';
import { defineCustomElement } from '@ionic/core/components/ion-spinner.js';
import { ionWrapper } from '../wrap';

export const IonSpinner = /*#__PURE__*/ ionWrapper<HTMLIonSpinnerElement, JSX.IonSpinner>(
  'ion-spinner',
  defineCustomElement,
);
