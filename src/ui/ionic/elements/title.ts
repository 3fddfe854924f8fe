import type { JSX } from '@ionic/core/components';
import { defineCustomElement } from '@ionic/core/components/ion-title.js';
import { ionWrapper } from '../wrap';

export const IonTitle = /*#__PURE__*/ ionWrapper<HTMLIonTitleElement, JSX.IonTitle>('ion-title', defineCustomElement);
