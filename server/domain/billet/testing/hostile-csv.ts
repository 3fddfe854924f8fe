import { UPLOAD_COLUMN_LABELS } from '../../../../contract/billet-columns.ts';
import { MAX_CELL_CHARS, MAX_COLUMNS, MAX_ROW_CHARS } from '../spreadsheet.ts';

/**
 * CSV files built to hurt the reader (issue 31), for the tests and the bench: each is refused by
 * one of the CSV's limits, with its message. `bytes` is the file's size (5 MB, the upload's
 * ceiling, in the bench; small in the tests); the million-columns file is a million cells.
 */

const HEADER = 'external_id;due_date;value;payer.name;payer.document';
const encode = (text: string) => new TextEncoder().encode(text);
const pt = (n: number) => n.toLocaleString('pt-BR');

/** One data row of ~`bytes` in cells of 1,000 characters: past the row's limit by its 66th cell. */
const giantRow = (bytes: number) =>
  encode(`${HEADER}\r\n${Array.from({ length: Math.ceil(bytes / 1_001) }, () => 'x'.repeat(1_000)).join(';')}`);

export function hostileCsvFiles(
  bytes: number,
  columns = 1_000_000,
): [name: string, file: Uint8Array, message: string][] {
  return [
    [
      'commas',
      encode(','.repeat(Math.max(bytes, MAX_ROW_CHARS * 2))),
      `A linha 1 da planilha tem uma célula com mais de ${pt(MAX_CELL_CHARS)} caracteres.`,
    ],
    // Cells under the cell limit, fewer than the column limit: only the row's length refuses it.
    [
      'giant row',
      giantRow(Math.max(bytes, MAX_ROW_CHARS * 2)),
      `A linha 2 da planilha passa de ${pt(MAX_ROW_CHARS)} caracteres.`,
    ],
    [
      'million columns',
      encode(`${HEADER}\r\n${'1;'.repeat(columns)}`),
      `A linha 2 da planilha tem mais de ${pt(MAX_COLUMNS)} colunas.`,
    ],
  ];
}

/**
 * A real boleto sheet at the column and cell limits: the template's columns and spare ones up to 200, a
 * note of 32,767 characters and `rows` boletos due on `dueBr` (DD/MM/AAAA) for Maria da Silva.
 */
export function csvAtTheLimits(rows: number, dueBr: string): Uint8Array {
  const labels = Object.values(UPLOAD_COLUMN_LABELS);
  const header = [...labels, ...Array<string>(MAX_COLUMNS - labels.length).fill('')];
  const boleto = (i: number) => {
    const filled: Record<string, string> = {
      'Código externo': `LIMITE-${i}`,
      Vencimento: dueBr,
      Valor: '150,00',
      'Nome do pagador': 'Maria da Silva',
      'CPF ou CNPJ do pagador': '529.982.247-25',
    };
    return labels.map((label) => filled[label] ?? '');
  };
  const notes = [
    'Observações: '.padEnd(MAX_CELL_CHARS, '.'),
    ...Array<string>(header.length - labels.length - 1).fill('ok'),
  ];
  const lines = Array.from({ length: rows }, (_, i) => [...boleto(i), ...notes].join(';'));
  return encode([header.join(';'), ...lines].join('\r\n'));
}
