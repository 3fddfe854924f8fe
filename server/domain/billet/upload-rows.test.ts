import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readCsv, SpreadsheetError } from './spreadsheet.ts';
import { readXlsx } from './xlsx-read.ts';
import { readUploadRows } from './upload-rows.ts';
import { buildXlsx } from './xlsx-sheet.ts';

const TODAY = '2026-11-23';
const HEADER =
  'external_id;due_date;value;penalty.type;penalty.percentage;discounts.1.type;discounts.1.value;discounts.1.date;payer.name;payer.document';
const csv = (...lines: string[]) => strToU8([HEADER, ...lines].join('\r\n'));

describe('CSV uploads', () => {
  it('reads rows, BOM, quotes and pt-BR money into the upload payload', () => {
    const bytes = strToU8(
      `\ufeff${HEADER}\n"PED;1";10/12/2026;1.234,56;2;2,5;1;10,00;05/12/2026;"Ana ""A"" Souza";529.982.247-25\n`,
    );
    const [row] = readUploadRows(readCsv(bytes), TODAY);
    expect(row?.errors).toEqual([]);
    expect(row?.terms).toMatchObject({
      external_id: 'PED;1',
      due_date: '2026-12-10',
      value_cents: 123_456,
      penalty: { type: 2, percentage_bp: 250 },
      discounts: [{ type: 1, value_cents: 1_000, date: '2026-12-05' }],
      payer: { name: 'Ana "A" Souza', document: '52998224725' },
    });
  });

  it('answers each bad row with its line number, field and §5 message, and keeps what it held', () => {
    const rows = readUploadRows(
      readCsv(csv('A;10/12/2026;50,00;3;;;;;Ana;52998224725', 'B;31/02/2026;abc;3;;;;;;111')),
      TODAY,
    );
    expect(rows[0]?.errors).toEqual([]);
    expect(rows[1]).toMatchObject({
      row: 3,
      errors: [
        { field: 'due_date', message: 'Data inválida' },
        { field: 'value', message: 'Valor inválido: use o formato 1.234,56' },
        { field: 'payer.name', message: 'O campo Nome do pagador é obrigatório' },
        { field: 'payer.document', message: 'O campo CPF ou CNPJ do pagador não é válido' },
      ],
      raw: { external_id: 'B', due_date: '2026-02-31', value: 'abc' },
    });
  });

  it('refuses Latin-1, wrong or missing columns and a header without rows', () => {
    const latin1 = new Uint8Array([...strToU8(`${HEADER}\n`), 0x4a, 0x6f, 0xe3, 0x6f]);
    expect(() => readCsv(latin1)).toThrow('O arquivo CSV deve estar em UTF-8.');
    expect(() => readUploadRows(readCsv(strToU8('due_date;preço;Vencimento\n10/12/2026;1,00;x')), TODAY)).toThrow(
      'Colunas inválidas na planilha: colunas desconhecidas: preço; colunas obrigatórias ausentes: Valor, Nome do pagador, CPF ou CNPJ do pagador; colunas repetidas: Vencimento.',
    );
    expect(() => readUploadRows(readCsv(strToU8(HEADER)), TODAY)).toThrow(SpreadsheetError);
  });
});

describe('column names and type words', () => {
  const DOTTED =
    'due_date;value;penalty.type;penalty.percentage;fees.type;fees.percentage;discounts.1.type;discounts.1.value;discounts.1.date;payer.name;payer.document';
  const PORTUGUESE =
    'Vencimento;Valor;Tipo de multa;Multa (%);Tipo de juros;Juros (%);Tipo do desconto 1;Valor do desconto 1;Data do desconto 1;Nome do pagador;CPF ou CNPJ do pagador';
  const read = (header: string, line: string) => readUploadRows(readCsv(strToU8(`${header}\n${line}`)), TODAY)[0];

  it('reads the Portuguese headers and the types in words as the dotted names and codes', () => {
    const dotted = read(DOTTED, '10/12/2026;150,00;2;2;3;1;1;10,00;05/12/2026;Ana;52998224725');
    const portuguese = read(
      PORTUGUESE,
      '10/12/2026;150,00;Percentual;2;Percentual mensal;1;Valor fixo;10,00;05/12/2026;Ana;52998224725',
    );
    expect(dotted?.errors).toEqual([]);
    expect(portuguese?.errors).toEqual([]);
    expect(portuguese?.terms).toEqual(dotted?.terms);
    expect(portuguese?.terms).toMatchObject({ penalty: { type: 2 }, fees: { type: 3 }, discounts: [{ type: 1 }] });
  });

  it('ignores case, accents and spacing in headers and words; names the words an unknown type may take', () => {
    const header = 'VENCIMENTO;valor;tipo  de multa;MULTA (%);nome do pagador;cpf ou cnpj do pagador';
    expect(read(header, '10/12/2026;1,00;percentual;2;Ana;52998224725')?.errors).toEqual([]);
    expect(read(header, '10/12/2026;1,00;Porcentagem;2;Ana;52998224725')?.errors).toEqual([
      { field: 'penalty.type', message: 'Use Valor, Percentual ou Isento (ou os códigos 1, 2, 3)' },
    ]);
  });
});

describe('XLSX uploads', () => {
  it('reads the first sheet: strings, numbers as reais and Excel dates', () => {
    const bytes = buildXlsx([
      ['due_date', 'value', 'payer.name', 'payer.document'],
      [46366, 150.5, 'Bia', '52998224725'],
    ]);
    const [row] = readUploadRows(readXlsx(bytes), TODAY);
    expect(row?.errors).toEqual([]);
    expect(row?.terms).toMatchObject({ due_date: '2026-12-10', value_cents: 15_050 });
  });

  it('refuses formula cells per row, and files that are not spreadsheets', () => {
    const bytes = buildXlsx([
      ['due_date', 'value', 'payer.name', 'payer.document'],
      ['10/12/2026', { formula: 'A1*2', cached: 3 }, 'Bia', '52998224725'],
    ]);
    expect(readUploadRows(readXlsx(bytes), TODAY)[0]?.errors).toEqual([
      { field: 'value', message: 'Fórmulas não são aceitas.' },
    ]);
    expect(() => readXlsx(strToU8('not a zip'))).toThrow('O arquivo não é uma planilha XLSX.');
    expect(() => readXlsx(zipSync({ 'a.txt': strToU8('x') }))).toThrow('O arquivo não é uma planilha XLSX.');
  });

  it('refuses a part that inflates past the ceiling (zip bomb)', () => {
    const huge = new Uint8Array(51 * 1024 * 1024);
    const bomb = zipSync({ 'xl/worksheets/sheet1.xml': huge }, { level: 9 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(() => readXlsx(bomb)).toThrow('A planilha é grande demais depois de descompactada.');
  });
});
