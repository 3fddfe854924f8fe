import type { JSX } from '@ionic/core/components';
import { defineCustomElement } from '@ionic/core/components/ion-menu-toggle.js';
import { ionWrapper } from '../wrap';

export const IonMenuToggle = /*#__PURE__*/ ionWrapper<HTMLIonMenuToggleElement, JSX.IonMenuToggle>(
  'ion-menu-toggle',
  defineCustomElement,
);
