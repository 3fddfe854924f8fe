import { createLink } from '@tanstack/react-router';
import { IonButton } from '@/ui/ionic/elements/button';
import { IonItem } from '@/ui/ionic/elements/item';
import { forwardRef, type ComponentProps } from 'react';

/*
 * Ionic's routerLink would fall back to full page loads without IonReactRouter (STACK.md, 7):
 * TanStack's createLink gives Ionic items and buttons client-side navigation, preloading and
 * active state instead.
 */
const ItemAnchor = forwardRef<HTMLIonItemElement, ComponentProps<typeof IonItem>>((props, ref) => (
  <IonItem ref={ref} {...props} />
));
ItemAnchor.displayName = 'ItemAnchor';

const ButtonAnchor = forwardRef<HTMLIonButtonElement, ComponentProps<typeof IonButton>>((props, ref) => (
  <IonButton ref={ref} {...props} />
));
ButtonAnchor.displayName = 'ButtonAnchor';

export const ItemLink = createLink(ItemAnchor);
export const ButtonLink = createLink(ButtonAnchor);
