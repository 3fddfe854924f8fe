import { IonIcon } from '@ionic/react';
import { constructOutline } from 'ionicons/icons';
import './coming-soon.css';

export function Notice({ text }: { text: string }) {
  return (
    <section className="coming-soon" aria-label="Em breve">
      <IonIcon icon={constructOutline} aria-hidden="true" />
      <h2>Em breve</h2>
      <p>{text}</p>
    </section>
  );
}
