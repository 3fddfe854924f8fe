import type { JSX } from '@ionic/core/components';
import { defineCustomElement } from '@ionic/core/components/ion-app.js';
import { ionWrapper } from '../wrap';

export const IonApp = /*#__PURE__*/ ionWrapper<HTMLIonAppElement, JSX.IonApp>('ion-app', defineCustomElement);
