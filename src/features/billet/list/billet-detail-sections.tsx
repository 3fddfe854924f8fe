import { IonButton, IonIcon } from '@ionic/react';
import { copyOutline, shareSocialOutline } from 'ionicons/icons';
import { useState } from 'react';
import { formatDigitableLine } from '@/lib/boleto/digitable-line';
import { formatDateTime } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { OFFLINE_REASON } from '@/offline/online-only';
import { WaitBox } from '@/ui/loading/wait-box';
import { showToast } from '@/ui/toast';
import type { Billet } from '@contract/billets';
import { useCancelBillets } from './api';
import { shareBillet } from './share-billet';
import styles from './billets.module.css';

/** The line to copy, and the boleto's page to share when it has one. */
export function DigitableLineSection({ billet, line }: { billet: Billet; line: string }) {
  return (
    <div className={styles.section}>
      <h3 className={styles.subTitle}>Linha digitável</h3>
      <p className={styles.line}>{formatDigitableLine(line)}</p>
      <div className={styles.inline}>
        <IonButton
          fill="outline"
          color="dark"
          onClick={() =>
            void navigator.clipboard.writeText(line).then(() => showToast('Linha digitável copiada.', 'success'))
          }
        >
          <IonIcon slot="start" icon={copyOutline} aria-hidden="true" />
          Copiar linha digitável
        </IonButton>
        {billet.checkout_url && (
          <IonButton
            fill="outline"
            color="dark"
            onClick={() => void shareBillet(billet.checkout_url ?? '', `Boleto de ${formatCents(billet.billet_value)}`)}
          >
            <IonIcon slot="start" icon={shareSocialOutline} aria-hidden="true" />
            Compartilhar boleto
          </IonButton>
        )}
      </div>
    </div>
  );
}

export function HistorySection({ history }: { history: NonNullable<Billet['history']> }) {
  return (
    <section aria-labelledby="history-title" className={styles.section}>
      <h3 id="history-title" className={styles.subTitle}>
        Histórico
      </h3>
      <ol className={styles.history}>
        {history.map((h, i) => (
          <li key={i}>
            <time dateTime={h.at}>{formatDateTime(h.at)}</time> — {h.description}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * Cancelling one boleto, asked first. Held by the sheet rather than its cancel section, so a
 * question left open stays open while the sheet is.
 */
export function useCancelBillet(onClose: () => void) {
  const cancel = useCancelBillets();
  const [confirming, setConfirming] = useState(false);
  const doCancel = (b: Billet) =>
    cancel.mutate([{ id: b.billet_id, our_number: b.our_number ?? '' }], {
      onSuccess: (answer) => {
        const refused = answer.refused[0];
        if (refused) showToast(refused.message);
        else showToast('Boleto cancelado: o banco dará baixa.', 'success');
        setConfirming(false);
        if (!refused) onClose();
      },
      onError: (e) => showToast(e.message),
    });
  return { confirming, setConfirming, doCancel, pending: cancel.isPending };
}

interface CancelSectionProps {
  billet: Billet;
  offline: boolean;
  cancel: ReturnType<typeof useCancelBillet>;
}

export function CancelSection({ billet, offline, cancel }: CancelSectionProps) {
  return (
    <div className={styles.section}>
      {cancel.confirming ? (
        <div role="group" aria-label="Confirmar cancelamento" className={styles.inline}>
          <p>Cancelar este boleto? O banco dará baixa e o pagador não poderá mais pagá-lo.</p>
          <IonButton fill="outline" color="dark" onClick={() => cancel.setConfirming(false)}>
            Voltar
          </IonButton>
          <WaitBox open={cancel.pending} detail="Cancelando o boleto no banco…" />
          <IonButton color="danger" disabled={cancel.pending} onClick={() => cancel.doCancel(billet)}>
            {cancel.pending ? 'Cancelando…' : 'Confirmar cancelamento'}
          </IonButton>
        </div>
      ) : (
        <IonButton
          color="danger"
          fill="outline"
          disabled={offline}
          title={offline ? OFFLINE_REASON : undefined}
          onClick={() => cancel.setConfirming(true)}
        >
          Cancelar boleto
        </IonButton>
      )}
    </div>
  );
}
