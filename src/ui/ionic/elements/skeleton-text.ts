import type { JSX } from '@ionic/core/components';
import { defineCustomElement } from '@ionic/core/components/ion-skeleton-text.js';
import { ionWrapper } from '../wrap';

export const IonSkeletonText = /*#__PURE__*/ ionWrapper<HTMLIonSkeletonTextElement, JSX.IonSkeletonText>(
  'ion-skeleton-text',
  defineCustomElement,
);
