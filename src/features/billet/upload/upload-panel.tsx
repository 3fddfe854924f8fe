import { IonButton, IonIcon } from '@ionic/react';
import { addOutline, cloudUploadOutline } from 'ionicons/icons';
import { useRef } from 'react';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_ROWS } from '@contract/billet-uploads';
import { formatNumberBr } from '@/lib/money';
import { OFFLINE_REASON } from '@/offline/online-only';
import { OfflineNote } from '@/ui/states/offline-note';
import { useIsOffline } from '@/ui/page/use-is-offline';
import styles from './upload.module.css';

export interface UploadPanelProps {
  onFile: (file: File) => void;
  onNew: () => void;
  sending: boolean;
  /** The last upload's answer. */
  message: string | undefined;
}

/** Send a spreadsheet (templates beside it; online only) or start one boleto in the form. */
export function UploadPanel({ onFile, onNew, sending, message }: UploadPanelProps) {
  const offline = useIsOffline();
  const fileInput = useRef<HTMLInputElement>(null);
  const writeReason = offline ? OFFLINE_REASON : undefined;
  return (
    <section className={styles.panel} aria-labelledby="upload-title">
      <h2 id="upload-title">Enviar planilha de boletos</h2>
      <p>
        CSV (separado por ponto e vírgula, UTF-8) ou XLSX, até {MAX_UPLOAD_BYTES / 1024 / 1024} MB e{' '}
        {formatNumberBr(MAX_UPLOAD_ROWS)} linhas.
      </p>
      <div className={styles.links}>
        <a href="/templates/boletos-modelo.csv" download>
          Modelo CSV
        </a>
        <a href="/templates/boletos-modelo.xlsx" download>
          Modelo XLSX
        </a>
      </div>
      <input
        ref={fileInput}
        id="billet-file"
        className={styles.fileInput}
        type="file"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        aria-label="Planilha de boletos"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onFile(file);
          e.target.value = '';
        }}
      />
      <div className={styles.buttons}>
        <IonButton disabled={offline || sending} title={writeReason} onClick={() => fileInput.current?.click()}>
          <IonIcon slot="start" icon={cloudUploadOutline} aria-hidden="true" />
          <span>{sending ? 'Enviando…' : 'Enviar planilha'}</span>
        </IonButton>
        {/* Offline too: the form keeps what is typed as a draft and only its send waits. */}
        <IonButton fill="outline" color="dark" onClick={onNew}>
          <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
          Novo boleto
        </IonButton>
      </div>
      <OfflineNote reason="Enviar planilha precisa de conexão; o novo boleto pode ser preenchido e fica salvo neste aparelho." />
      {message && <p role="status">{message}</p>}
    </section>
  );
}
