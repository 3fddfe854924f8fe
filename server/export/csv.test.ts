import { describe, expect, it } from 'vitest';
import { exportResponse } from './index.ts';
import { formatDate, formatDateTime, formatMoney, formatPercent } from './pt-br.ts';
import { FIXTURE_COLUMNS, fixtureBatches, type FixtureRow } from './testing/fixture.ts';
import { toDateMs } from './values.ts';

async function* once<Row>(rows: Row[]): AsyncGenerator<Row[]> {
  yield rows;
}

describe('CSV export', () => {
  it('writes the fixture byte for byte: BOM, ";", CRLF, quoting, formula guard, pt-BR numbers and São Paulo dates', async () => {
    const response = await exportResponse('csv', {
      filename: 'vendas',
      sheetName: 'Vendas',
      columns: FIXTURE_COLUMNS,
      rows: fixtureBatches(),
    });
    const bytes = new Uint8Array(await response.arrayBuffer());

    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM
    const expected = [
      'ID;Estabelecimento;Valor (R$);Taxa;Pagamento;Data/hora;Pago',
      '1234567;Padaria São João;1234,56;2,99;09/03/2025;31/12/2024 23:30;Sim',
      '2;"Loja ""Central""; filial\r\nSul";-0,05;1,50;;01/12/2018 00:30;Não',
      `3;"'=HYPERLINK(""http://x"";""clique"")";0,00;0,00;29/02/2024;15/06/2025 12:45;`,
      "4;'+55 11 99999-0000;0,99;1,2345;31/12/2025;;Sim",
      "5;'-10;;;;;",
      "6;'@SUM(A1);1000000,00;12,00;;;",
      `7;"'\tTab e\rretorno";;;;;`,
      '8; A & B <c> ;;;;;',
      '',
    ].join('\r\n');
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(`\uFEFF${expected}`);
  });

  it('guards text cells only: negative amounts stay numbers', async () => {
    const rows: FixtureRow[] = [{ id: -1, name: 'ok', amount: -123456, rate: -0.5, day: null, at: null, paid: null }];
    const text = await (
      await exportResponse('csv', {
        filename: 'x',
        sheetName: 'x',
        columns: FIXTURE_COLUMNS,
        rows: once(rows),
      })
    ).text();
    expect(text.split('\r\n')[1]).toBe('-1;ok;-1234,56;-0,50;;;');
  });

  it('writes only the header for an empty export', async () => {
    const text = await (
      await exportResponse('csv', {
        filename: 'x',
        sheetName: 'x',
        columns: FIXTURE_COLUMNS,
        rows: once([]),
      })
    ).text();
    expect(text).toBe('ID;Estabelecimento;Valor (R$);Taxa;Pagamento;Data/hora;Pago\r\n'); // text() drops the BOM
  });

  it('formats money exactly from integer cents and percentages with 2–4 decimals', () => {
    expect([0, 1, 10, 100, -1, -100, 123456789012].map(formatMoney)).toEqual([
      '0,00',
      '0,01',
      '0,10',
      '1,00',
      '-0,01',
      '-1,00',
      '1234567890,12',
    ]);
    expect([2.99, 1.5, 0, 100, 1.23456, 0.1 + 0.2, -0.00001].map(formatPercent)).toEqual([
      '2,99',
      '1,50',
      '0,00',
      '100,00',
      '1,2346',
      '0,30',
      '0,00',
    ]);
  });

  it('writes a day it has seen before the same way, and still refuses a bad one after good ones', () => {
    // Days are remembered (an export repeats a few thousand): a remembered one must not leak.
    const days = ['2024-02-29', '2024-02-29', '1999-12-31', '2024-02-29'].map((day) => toDateMs('Dia', day));
    expect(days.map(formatDate)).toEqual(['29/02/2024', '29/02/2024', '31/12/1999', '29/02/2024']);
    expect(() => toDateMs('Dia', '2025-02-29')).toThrow('column "Dia" (date) got string "2025-02-29"');
    expect(() => toDateMs('Dia', '2025-02-29')).toThrow('column "Dia" (date) got string "2025-02-29"');
    const wall = Date.UTC(2024, 1, 29, 23, 59);
    expect([formatDateTime(wall), formatDate(Date.UTC(2024, 1, 29)), formatDateTime(wall + 60_000)]).toEqual([
      '29/02/2024 23:59',
      '29/02/2024',
      '01/03/2024 00:00',
    ]);
  });

  it('refuses a value of the wrong shape instead of writing a blank', async () => {
    const columns = [{ header: 'Valor', type: 'money' as const, value: () => 'R$ 10' }];
    const response = await exportResponse('csv', { filename: 'x', sheetName: 'x', columns, rows: once([{}]) });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      await expect(response.text()).rejects.toThrow('column "Valor" (money) got string "R$ 10"');
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
  });
});
