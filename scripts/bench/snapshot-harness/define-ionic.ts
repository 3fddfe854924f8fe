import { initialize } from '@ionic/core/components';
import { addIcons } from 'ionicons';
import { cardOutline, downloadOutline, gridOutline, menuOutline, personCircleOutline } from 'ionicons/icons';

/** Ionic as the app starts it (md everywhere), with the elements the harness screen uses. */
export async function defineIonic(): Promise<void> {
  document.documentElement.classList.add('ion-ce');
  initialize({ mode: 'md' });
  addIcons({
    'card-outline': cardOutline,
    'download-outline': downloadOutline,
    'grid-outline': gridOutline,
    'menu-outline': menuOutline,
    'person-circle-outline': personCircleOutline,
  });
  const modules = await Promise.all([
    import('@ionic/core/components/ion-app.js'),
    import('@ionic/core/components/ion-split-pane.js'),
    import('@ionic/core/components/ion-menu.js'),
    import('@ionic/core/components/ion-menu-button.js'),
    import('@ionic/core/components/ion-header.js'),
    import('@ionic/core/components/ion-toolbar.js'),
    import('@ionic/core/components/ion-title.js'),
    import('@ionic/core/components/ion-buttons.js'),
    import('@ionic/core/components/ion-button.js'),
    // @ts-expect-error -- Ionic ships its ion-icon without typings.
    import('@ionic/core/components/ion-icon.js') as Promise<{ defineCustomElement: () => void }>,
    import('@ionic/core/components/ion-content.js'),
    import('@ionic/core/components/ion-refresher.js'),
    import('@ionic/core/components/ion-refresher-content.js'),
    import('@ionic/core/components/ion-segment.js'),
    import('@ionic/core/components/ion-segment-button.js'),
    import('@ionic/core/components/ion-label.js'),
    import('@ionic/core/components/ion-card.js'),
    import('@ionic/core/components/ion-card-header.js'),
    import('@ionic/core/components/ion-card-title.js'),
    import('@ionic/core/components/ion-card-subtitle.js'),
    import('@ionic/core/components/ion-card-content.js'),
    import('@ionic/core/components/ion-chip.js'),
    import('@ionic/core/components/ion-skeleton-text.js'),
    import('@ionic/core/components/ion-input.js'),
    import('@ionic/core/components/ion-list.js'),
    import('@ionic/core/components/ion-item.js'),
    import('@ionic/core/components/ion-badge.js'),
    import('@ionic/core/components/ion-note.js'),
    import('@ionic/core/components/ion-infinite-scroll.js'),
    import('@ionic/core/components/ion-infinite-scroll-content.js'),
  ]);
  for (const module of modules) module.defineCustomElement();
}
