import { IonItem } from '@/ui/ionic/item';
import { createLink } from '@tanstack/react-router';
import type { ComponentProps } from 'react';

/*
 * Ionic's routerLink needs IonReactRouter, which this app does not use (TanStack Router routes
 * it): without it every tap would be a full page load (docs/stack-notes.md, "Ionic without IonReactRouter"). createLink gives Ionic's
 * item client-side navigation, preloading and the active state instead.
 */
function ItemAnchor(props: ComponentProps<typeof IonItem>) {
  return <IonItem {...props} />;
}

export const ItemLink = createLink(ItemAnchor);
