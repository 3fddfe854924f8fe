import { IonButton } from '@ionic/react';
import { formatNumberBr } from '@/lib/money';
import type { RejectedRow } from './use-rejected-rows';
import styles from './upload.module.css';

export interface RejectedRowsPanelProps {
  rows: readonly RejectedRow[];
  onFix: (row: RejectedRow) => void;
  onDiscard: (row: RejectedRow) => void;
}

/** The rows the portal refused, kept until fixed in the form or discarded (nothing typed is lost). */
export function RejectedRowsPanel({ rows, onFix, onDiscard }: RejectedRowsPanelProps) {
  if (rows.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="rejected-title">
      <h2 id="rejected-title">Linhas recusadas ({formatNumberBr(rows.length)})</h2>
      <ul className={styles.rejected}>
        {rows.map((r) => (
          <li key={r.key}>
            <strong>
              {r.file}, linha {r.row}
              {r.billet.payer?.name ? ` — ${r.billet.payer.name}` : ''}
            </strong>
            <ul>
              {r.messages.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
            <div className={styles.buttons}>
              {/* Offline too: the fix is kept as a draft until it can be sent. */}
              <IonButton size="small" onClick={() => onFix(r)}>
                Corrigir
              </IonButton>
              <IonButton size="small" fill="outline" color="dark" onClick={() => onDiscard(r)}>
                Descartar
              </IonButton>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
