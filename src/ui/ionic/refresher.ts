import { IonRefresher as Element, defineCustomElement } from '@ionic/core/components/ion-refresher.js';
import {
  IonRefresherContent as ContentElement,
  defineCustomElement as defineContent,
} from '@ionic/core/components/ion-refresher-content.js';
import type { IonRefresher as Type, IonRefresherContent as ContentType } from '@ionic/react';
import { ionComponent } from './component';

export const IonRefresher = ionComponent<typeof Type>({
  tagName: 'ion-refresher',
  elementClass: Element,
  defineCustomElement,
  events: {
    onIonRefresh: 'ionRefresh',
    onIonPull: 'ionPull',
    onIonStart: 'ionStart',
    onIonPullStart: 'ionPullStart',
    onIonPullEnd: 'ionPullEnd',
  },
});

export const IonRefresherContent = ionComponent<typeof ContentType>({
  tagName: 'ion-refresher-content',
  elementClass: ContentElement,
  defineCustomElement: defineContent,
});
