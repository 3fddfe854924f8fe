import { IonButton } from '@ionic/react';
import { createLink } from '@tanstack/react-router';
import type { ComponentProps } from 'react';

/** A router link drawn as Ionic's button: client-side navigation, preloading, active state. */
function ButtonAnchor(props: ComponentProps<typeof IonButton>) {
  return <IonButton {...props} />;
}

export const ButtonLink = createLink(ButtonAnchor);
