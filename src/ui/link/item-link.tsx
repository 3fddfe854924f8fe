import { createLink } from '@tanstack/react-router';
import { IonItem } from '@/ui/ionic/elements/item';
import { forwardRef, type ComponentProps } from 'react';

/*
 * Ionic's routerLink would fall back to full page loads without IonReactRouter (STACK.md, 7):
 * TanStack's createLink gives Ionic items client-side navigation, preloading and
 * active state instead.
 */
const ItemAnchor = forwardRef<HTMLIonItemElement, ComponentProps<typeof IonItem>>((props, ref) => (
  <IonItem ref={ref} {...props} />
));
ItemAnchor.displayName = 'ItemAnchor';

export const ItemLink = createLink(ItemAnchor);
