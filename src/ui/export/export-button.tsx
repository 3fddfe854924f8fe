import { documentTextOutline, downloadOutline, gridOutline } from 'ionicons/icons';
import { Dropdown } from '@/ui/dropdown/dropdown';
import { Icon } from '@/ui/icon/icon';
import { useMediaQuery } from '@/ui/page/use-media-query';
import { formatBytes } from './deliver';
import { FORMAT_LABELS, useExport, type ExportFormat, type ExportRequest } from './use-export';
import styles from './export.module.css';

export interface ExportButtonProps extends Omit<ExportRequest, 'preferShare'> {
  /** Offline or nothing to export: the reason replaces the menu. */
  disabledReason?: string;
}

const FORMATS: { format: ExportFormat; icon: string; hint: string }[] = [
  { format: 'csv', icon: documentTextOutline, hint: 'abre no Excel e em qualquer planilha' },
  { format: 'xlsx', icon: gridOutline, hint: 'planilha com números e datas' },
];

/** Phones (touch, narrow) share the file; desktops download it. */
const PHONE = '(max-width: 767px) and (pointer: coarse)';

/**
 * 'Exportar' for the active filters: CSV or XLSX, streamed with the bytes received shown and a
 * way to cancel; the file is then shared (phones that can) or downloaded.
 */
export function ExportButton({ disabledReason, ...request }: ExportButtonProps) {
  const phone = useMediaQuery(PHONE);
  const { state, start, cancel, shareAgain, dismiss } = useExport({ ...request, preferShare: phone });
  const running = state.status === 'running';

  return (
    <div className={styles.export}>
      {disabledReason ? (
        <button type="button" className={styles.trigger} disabled title={disabledReason}>
          <Icon icon={downloadOutline} />
          Exportar
        </button>
      ) : (
        <Dropdown
          label={
            <>
              <Icon icon={downloadOutline} />
              Exportar
            </>
          }
          panelLabel="Formatos de exportação"
          buttonClassName={styles.trigger}
        >
          {FORMATS.map(({ format, icon, hint }) => (
            <button
              key={format}
              type="button"
              className="app-dropdown-item"
              disabled={running}
              onClick={() => void start(format)}
            >
              <Icon icon={icon} />
              <span>
                {FORMAT_LABELS[format]}
                <span className={styles.hint}>{hint}</span>
              </span>
            </button>
          ))}
        </Dropdown>
      )}
      {disabledReason && <span className={styles.reason}>{disabledReason}</span>}
      <div className={styles.status} role="status">
        {state.status === 'running' && (
          <>
            <span>
              Exportando {FORMAT_LABELS[state.format]}… {formatBytes(state.received)}
              {state.total ? ` de ${formatBytes(state.total)}` : ' recebidos'}
            </span>
            {state.total ? <progress max={state.total} value={state.received} aria-hidden="true" /> : null}
            <button type="button" className={styles.link} onClick={cancel}>
              Cancelar
            </button>
          </>
        )}
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
              <button type="button" className={styles.link} onClick={() => void shareAgain()}>
                Compartilhar
              </button>
            )}
            <button type="button" className={styles.link} onClick={dismiss}>
              Fechar
            </button>
          </>
        )}
      </div>
    </div>
  );
}
