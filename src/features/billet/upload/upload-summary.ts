import { uploadFieldLabel } from '@contract/billet-columns';
import { uploadSucceeded, type UploadResult } from '@contract/billet-uploads';
import { formatNumberBr } from '@/lib/money';

/**
 * What an upload did, in the merchant's words. Requirements §5 reads success from the backend's
 * `message` ('File uploaded successfully!…', English): the screen keeps that test but says what
 * happened from the counts, which are the sandbox's extras.
 */
export interface UploadSummary {
  text: string;
  tone: 'success' | 'warning';
}

const count = (n: number, one: string, many: string) => `${formatNumberBr(n)} ${n === 1 ? one : many}`;

/** '1 boleto', '1.234 boletos'. */
export const boletos = (n: number): string => count(n, 'boleto', 'boletos');

export function uploadSummary(result: UploadResult): UploadSummary {
  const succeeded = uploadSucceeded(result.message);
  const imported = result.imported;
  const refused = result.rejected_count ?? result.rejected?.length ?? 0;
  // Without counts the backend's message is all there is: on success its words are English.
  if (imported === undefined)
    return succeeded ? { text: 'Planilha enviada.', tone: 'success' } : { text: result.message, tone: 'warning' };
  const head = imported === 0 ? 'Nenhum boleto importado' : count(imported, 'boleto importado', 'boletos importados');
  const tail = refused === 0 ? '' : `, ${count(refused, 'recusado', 'recusados')}`;
  return { text: `${head}${tail}.`, tone: succeeded && imported > 0 ? 'success' : 'warning' };
}

/** A refused field's message led by the column's header, unless the message already names it. */
export function refusedLine(field: string, message: string): string {
  const label = uploadFieldLabel(field);
  return message.includes(label) ? message : `${label}: ${message}`;
}
