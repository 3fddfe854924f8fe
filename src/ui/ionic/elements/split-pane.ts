import type { JSX } from '@ionic/core/components';
import { defineCustomElement } from '@ionic/core/components/ion-split-pane.js';
import { ionWrapper } from '../wrap';

export const IonSplitPane = /*#__PURE__*/ ionWrapper<HTMLIonSplitPaneElement, JSX.IonSplitPane>(
  'ion-split-pane',
  defineCustomElement,
);
