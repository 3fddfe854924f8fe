import { IonButton, IonIcon } from '@ionic/react';
import { copyOutline, shareSocialOutline } from 'ionicons/icons';
import { useState } from 'react';
import { formatDigitableLine } from '@/lib/boleto/digitable-line';
import { formatDateTime } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { OFFLINE_REASON } from '@/offline/online-only';
import { FieldList } from '@/ui/page/field-list';
import { useIsOffline } from '@/ui/page/use-is-offline';
import { Sheet } from '@/ui/sheet/sheet';
import { showToast } from '@/ui/toast';
import type { Billet } from '../shared/schemas';
import { useCancelBillets } from './api';
import { BILLET_COLUMNS } from './columns';
import { InstructionForm } from './instruction-form';
import { SecondCopyForm } from './second-copy-form';
import { shareBillet } from './share-billet';
import styles from './billets.module.css';
import { WaitBox } from '@/ui/loading/wait-box';

export interface BilletDetailProps {
  billet: Billet | undefined;
  onClose: () => void;
}

/** A boleto with every field, its terms and its history; cancel and second copy when registered. */
export function BilletDetail({ billet, onClose }: BilletDetailProps) {
  const cancel = useCancelBillets();
  const offline = useIsOffline();
  const [confirming, setConfirming] = useState(false);
  const registered = billet?.billet_status === 'WAITING_RETURN';
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
  return (
    <Sheet
      open={billet !== undefined}
      title={billet ? `Boleto ${billet.our_number ?? billet.billet_id}` : 'Boleto'}
      onClose={onClose}
      wide
    >
      {billet && (
        <div className={styles.detail}>
          <FieldList
            columns={2}
            // As on its card: no 'Pago —' for a boleto not paid.
            fields={BILLET_COLUMNS.filter((c) => c.cardWhen?.(billet) ?? true).map((c) => ({
              label: c.label,
              value: c.value(billet),
            }))}
          />
          {billet.digitable_line && (
            <div className={styles.section}>
              <h3 className={styles.subTitle}>Linha digitável</h3>
              <p className={styles.line}>{formatDigitableLine(billet.digitable_line)}</p>
              <div className={styles.inline}>
                <IonButton
                  fill="outline"
                  color="dark"
                  onClick={() =>
                    void navigator.clipboard
                      .writeText(billet.digitable_line ?? '')
                      .then(() => showToast('Linha digitável copiada.', 'success'))
                  }
                >
                  <IonIcon slot="start" icon={copyOutline} aria-hidden="true" />
                  Copiar linha digitável
                </IonButton>
                {billet.checkout_url && (
                  <IonButton
                    fill="outline"
                    color="dark"
                    onClick={() =>
                      void shareBillet(billet.checkout_url ?? '', `Boleto de ${formatCents(billet.billet_value)}`)
                    }
                  >
                    <IonIcon slot="start" icon={shareSocialOutline} aria-hidden="true" />
                    Compartilhar boleto
                  </IonButton>
                )}
              </div>
            </div>
          )}
          {/* The history is an extra of the sandbox's: another backend's boleto shows without it. */}
          {billet.history && billet.history.length > 0 && (
            <section aria-labelledby="history-title" className={styles.section}>
              <h3 id="history-title" className={styles.subTitle}>
                Histórico
              </h3>
              <ol className={styles.history}>
                {billet.history.map((h, i) => (
                  <li key={i}>
                    <time dateTime={h.at}>{formatDateTime(h.at)}</time> — {h.description}
                  </li>
                ))}
              </ol>
            </section>
          )}
          {registered && (
            <InstructionForm key={`${billet.billet_id}:${billet.due_date}:${billet.billet_value}`} billet={billet} />
          )}
          {registered && <SecondCopyForm billet={billet} />}
          {registered && (
            <div className={styles.section}>
              {confirming ? (
                <div role="group" aria-label="Confirmar cancelamento" className={styles.inline}>
                  <p>Cancelar este boleto? O banco dará baixa e o pagador não poderá mais pagá-lo.</p>
                  <IonButton fill="outline" color="dark" onClick={() => setConfirming(false)}>
                    Voltar
                  </IonButton>
                  <WaitBox open={cancel.isPending} detail="Cancelando o boleto no banco…" />
                  <IonButton color="danger" disabled={cancel.isPending} onClick={() => doCancel(billet)}>
                    {cancel.isPending ? 'Cancelando…' : 'Confirmar cancelamento'}
                  </IonButton>
                </div>
              ) : (
                <IonButton
                  color="danger"
                  fill="outline"
                  disabled={offline}
                  title={offline ? OFFLINE_REASON : undefined}
                  onClick={() => setConfirming(true)}
                >
                  Cancelar boleto
                </IonButton>
              )}
            </div>
          )}
        </div>
      )}
    </Sheet>
  );
}
