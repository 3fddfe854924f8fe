import type { JSX } from '@ionic/core/components';
import { defineCustomElement } from '@ionic/core/components/ion-item.js';
import { ionWrapper } from '../wrap';

export const IonItem = /*#__PURE__*/ ionWrapper<HTMLIonItemElement, JSX.IonItem>('ion-item', defineCustomElement);
