import type { JSX } from '@ionic/core/components';
import { defineCustomElement } from '@ionic/core/components/ion-menu.js';
import { ionWrapper } from '../wrap';

export const IonMenu = /*#__PURE__*/ ionWrapper<HTMLIonMenuElement, JSX.IonMenu>('ion-menu', defineCustomElement);
