import type { JSX } from '@ionic/core/components';
import { defineCustomElement } from '@ionic/core/components/ion-list.js';
import { ionWrapper } from '../wrap';

export const IonList = /*#__PURE__*/ ionWrapper<HTMLIonListElement, JSX.IonList>('ion-list', defineCustomElement);
