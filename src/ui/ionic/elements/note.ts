import type { JSX } from '@ionic/core/components';
import { defineCustomElement } from '@ionic/core/components/ion-note.js';
import { ionWrapper } from '../wrap';

export const IonNote = /*#__PURE__*/ ionWrapper<HTMLIonNoteElement, JSX.IonNote>('ion-note', defineCustomElement);
