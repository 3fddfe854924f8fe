import type { JSX } from '@ionic/core/components';
import { defineCustomElement } from '@ionic/core/components/ion-chip.js';
import { ionWrapper } from '../wrap';

export const IonChip = /*#__PURE__*/ ionWrapper<HTMLIonChipElement, JSX.IonChip>('ion-chip', defineCustomElement);
