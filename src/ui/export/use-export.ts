import type { ExportFormat } from '@contract/exports';
import { useRef, useState } from 'react';
import { api, type QueryParams } from '@/api';
import { showToast } from '@/ui/toast';
import { deliverFile, type Delivery } from './deliver';

export const FORMAT_LABELS: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'Excel (XLSX)' };

export type ExportState =
  | { status: 'idle' }
  | { status: 'running'; format: ExportFormat; received: number; total: number | null }
  | { status: 'done'; format: ExportFormat; file: File; delivery: Delivery };

export interface ExportRequest {
  /**
   * The export's path for a format (a contract call's `pathOf`), or the list's export base, e.g.
   * '/v1/app/billet/export', to which the format is appended.
   */
  path: string | ((format: ExportFormat) => string);
  /** The list's active filters and sort (the API ignores page and perPage). */
  params: QueryParams;
  /** Name when the server sends none, without extension ('transacoes'). */
  fileName: string;
  /** Phones share the file (when they can); wide screens download it. */
  preferShare: boolean;
}

/** Streams an export with progress, cancellable, and delivers the file; failures become a toast. */
export function useExport({ path, params, fileName, preferShare }: ExportRequest) {
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  async function start(format: ExportFormat): Promise<void> {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ status: 'running', format, received: 0, total: null });
    try {
      const { blob, filename } = await api.download(
        typeof path === 'string' ? `${path}/${format}` : path(format),
        `${fileName}.${format}`,
        {
          params,
          signal: abort.signal,
          onProgress: (received, total) => {
            if (!abort.signal.aborted) setState({ status: 'running', format, received, total });
          },
        },
      );
      const file = new File([blob], filename, { type: blob.type });
      const delivery = await deliverFile(file, preferShare);
      setState({ status: 'done', format, file, delivery });
    } catch (error) {
      if (abort.signal.aborted) return;
      setState({ status: 'idle' });
      // ApiError messages already follow requirements §8 (server message [details], fallback text).
      showToast(
        error instanceof Error && error.message
          ? error.message
          : 'Não foi possível completar sua requisição neste momento.',
      );
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }

  function cancel(): void {
    controller.current?.abort();
    controller.current = null;
    setState({ status: 'idle' });
  }

  /** The share sheet again, from a fresh tap (after 'needs-tap' or to share once more). */
  async function shareAgain(): Promise<void> {
    if (state.status !== 'done') return;
    const delivery = await deliverFile(state.file, true);
    setState({ ...state, delivery });
  }

  return { state, start, cancel, shareAgain, dismiss: () => setState({ status: 'idle' }) };
}
