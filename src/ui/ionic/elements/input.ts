import type { JSX } from '@ionic/core/components';
import { defineCustomElement } from '@ionic/core/components/ion-input.js';
import { ionWrapper } from '../wrap';

export const IonInput = /*#__PURE__*/ ionWrapper<HTMLIonInputElement, JSX.IonInput>('ion-input', defineCustomElement);
