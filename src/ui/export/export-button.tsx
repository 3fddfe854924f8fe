import { IonButton, IonContent, IonIcon, IonLabel, IonPopover } from '@ionic/react';
import { IonItem } from '@/ui/ionic/item';
import { IonList } from '@/ui/ionic/list';
import { documentTextOutline, downloadOutline, gridOutline } from 'ionicons/icons';
import { WaitBox } from '@/ui/loading/wait-box';
import { useMediaQuery } from '@/ui/page/use-media-query';
import { usePopover } from '@/ui/popover/use-popover';
import { formatBytes } from './deliver';
import { FORMAT_LABELS, useExport, type ExportRequest } from './use-export';
import type { ExportFormat } from '@contract/exports';
import tool from '@/ui/page/tool.module.css';
import styles from './export.module.css';

export interface ExportButtonProps extends Omit<ExportRequest, 'preferShare'> {
  /** Offline or nothing to export: the reason replaces the menu. */
  disabledReason?: string;
  /** The button's words, when 'Exportar' alone would not say what (a screen's second export). */
  label?: string;
}

const FORMATS: { format: ExportFormat; icon: string; hint: string }[] = [
  { format: 'csv', icon: documentTextOutline, hint: 'abre no Excel e em qualquer planilha' },
  { format: 'xlsx', icon: gridOutline, hint: 'planilha com números e datas' },
];

/** Phones (touch, narrow) share the file; desktops download it. */
const PHONE = '(max-width: 767px) and (pointer: coarse)';

/**
 * 'Exportar' for the active filters: CSV or XLSX from a popover, streamed under the 'Aguarde...'
 * box with the bytes received and a way to cancel; the file is then shared (phones that can) or
 * downloaded.
 */
export function ExportButton({ disabledReason, label = 'Exportar', ...request }: ExportButtonProps) {
  const phone = useMediaQuery(PHONE);
  const { state, start, cancel, shareAgain, dismiss } = useExport({ ...request, preferShare: phone });
  const running = state.status === 'running';
  const popover = usePopover();

  return (
    <div className={styles.export}>
      <IonButton
        {...popover.triggerProps}
        className={tool.tool}
        fill="outline"
        color="dark"
        disabled={!!disabledReason}
        title={disabledReason}
      >
        <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
        {label}
      </IonButton>
      {!disabledReason && (
        <IonPopover {...popover.popoverProps} aria-label="Formatos de exportação">
          <IonContent>
            <IonList lines="none">
              {FORMATS.map(({ format, icon, hint }) => (
                <IonItem
                  key={format}
                  button
                  detail={false}
                  disabled={running}
                  onClick={() => popover.close(() => void start(format))}
                >
                  <IonIcon slot="start" icon={icon} aria-hidden="true" />
                  <IonLabel>
                    {FORMAT_LABELS[format]}
                    <span className={styles.hint}>{hint}</span>
                  </IonLabel>
                </IonItem>
              ))}
            </IonList>
          </IonContent>
        </IonPopover>
      )}
      {disabledReason && <span className={styles.reason}>{disabledReason}</span>}
      {/* A blocking wait (requirements §2's 'Aguarde...' box), with the bytes so far and a way out. */}
      <WaitBox
        open={running}
        detail={
          state.status === 'running'
            ? `Exportando ${FORMAT_LABELS[state.format]}… ${formatBytes(state.received)}${
                state.total ? ` de ${formatBytes(state.total)}` : ' recebidos'
              }`
            : undefined
        }
        onCancel={cancel}
      />
      <div className={styles.status} role="status">
        {state.status === 'done' && (
          <>
            <span>
              {state.delivery === 'needs-tap'
                ? `${state.file.name} pronto (${formatBytes(state.file.size)}).`
                : state.delivery === 'shared'
                  ? `${state.file.name} compartilhado.`
                  : state.delivery === 'cancelled'
                    ? `${state.file.name} pronto.`
                    : `${state.file.name} baixado (${formatBytes(state.file.size)}).`}
            </span>
            {(state.delivery === 'needs-tap' || state.delivery === 'cancelled') && (
              <IonButton fill="clear" color="dark" size="small" onClick={() => void shareAgain()}>
                Compartilhar
              </IonButton>
            )}
            <IonButton fill="clear" color="dark" size="small" onClick={dismiss}>
              Fechar
            </IonButton>
          </>
        )}
      </div>
    </div>
  );
}
