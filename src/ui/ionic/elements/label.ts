import type { JSX } from '@ionic/core/components';
import { defineCustomElement } from '@ionic/core/components/ion-label.js';
import { ionWrapper } from '../wrap';

export const IonLabel = /*#__PURE__*/ ionWrapper<HTMLIonLabelElement, JSX.IonLabel>('ion-label', defineCustomElement);
