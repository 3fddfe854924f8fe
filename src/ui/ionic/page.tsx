import type { HTMLAttributes, Ref } from 'react';

/** A page root as Ionic styles it (`.ion-page`): a plain div, as in @ionic/react. */
export function IonPage({ className, ...props }: HTMLAttributes<HTMLDivElement> & { ref?: Ref<HTMLDivElement> }) {
  return <div className={className ? `ion-page ${className}` : 'ion-page'} {...props} />;
}
