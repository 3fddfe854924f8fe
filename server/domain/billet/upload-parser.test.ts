import { afterAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../contract/billet-uploads.ts';
import { SpreadsheetError } from './spreadsheet.ts';
import { unclosedRows } from './testing/hostile-xlsx.ts';
import { parseUploadOffThread, stopUploadParser } from './upload-parser.ts';
import { buildXlsx } from './xlsx-sheet.ts';

const TODAY = '2026-01-15';
const csv = (name: string) =>
  new TextEncoder().encode(`due_date;value;payer.name;payer.document\r\n20/02/2026;10,00;${name};52998224725`);

afterAll(() => stopUploadParser());

/** A request body holding `bytes` in the form's `file` field, and its content type. */
async function multipart(bytes: Uint8Array): Promise<[Uint8Array, string]> {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)]), 'boletos.csv');
  const form = new Response(data);
  return [new Uint8Array(await form.arrayBuffer()), form.headers.get('content-type') ?? ''];
}

describe('parseUploadOffThread', () => {
  it('answers files sent at once each with its own result, refusals included, in one thread', async () => {
    const answers = await Promise.allSettled([
      parseUploadOffThread(csv('Ana'), 'csv', TODAY),
      parseUploadOffThread(unclosedRows(), 'xlsx', TODAY),
      parseUploadOffThread(
        buildXlsx([
          ['due_date', 'value', 'payer.name', 'payer.document'],
          ['20/02/2026', '11,00', 'Bia', '52998224725'],
        ]),
        'xlsx',
        TODAY,
      ),
    ]);
    const [first, second, third] = answers;
    expect(first.status === 'fulfilled' && first.value[0]?.terms?.payer.name).toBe('Ana');
    expect(second.status === 'rejected' && (second.reason as Error).message).toBe('A planilha XLSX tem XML inválido.');
    expect(third.status === 'fulfilled' && third.value[0]?.terms?.value_cents).toBe(1_100);
  });

  it('takes the file out of a multipart body in the thread, and refuses a file over 5 MB with a 413', async () => {
    const [form, type] = await multipart(csv('Duda'));
    const [row] = await parseUploadOffThread(form, 'csv', TODAY, type);
    expect(row?.terms?.payer.name).toBe('Duda');
    const [big, bigType] = await multipart(new Uint8Array(MAX_UPLOAD_BYTES + 1));
    const refusal = await parseUploadOffThread(big, 'csv', TODAY, bigType).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SpreadsheetError);
    expect([(refusal as SpreadsheetError).status, (refusal as SpreadsheetError).message]).toEqual([
      413,
      'Arquivo maior que 5 MB.',
    ]);
  });

  it('starts a new thread after the last one was stopped', async () => {
    await stopUploadParser();
    const [row] = await parseUploadOffThread(csv('Caio'), 'csv', TODAY);
    expect(row?.terms?.payer.name).toBe('Caio');
  });
});
