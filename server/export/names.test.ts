import { describe, expect, it } from 'vitest';
import { exportResponse, isExportFormat } from './index.ts';
import { cleanSheetName, contentDisposition } from './names.ts';

describe('export names and headers', () => {
  it('accepts exactly csv and xlsx', () => {
    expect(['csv', 'xlsx', 'CSV', 'pdf', '', 'toString', '__proto__'].map(isExportFormat)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('answers with the type, an attachment name and no caching', async () => {
    async function* none() {}
    const columns = [{ header: 'A', type: 'text' as const, value: () => 'a' }];
    const csv = await exportResponse('csv', { filename: 'transações', sheetName: 'x', columns, rows: none() });
    const names = ['content-type', 'content-disposition', 'cache-control', 'x-content-type-options'];
    expect(names.map((name) => csv.headers.get(name))).toEqual([
      'text/csv; charset=utf-8',
      `attachment; filename="transacoes.csv"; filename*=UTF-8''transa%C3%A7%C3%B5es.csv`,
      'no-store',
      'nosniff',
    ]);
    const xlsx = await exportResponse('xlsx', { filename: 'recebíveis', sheetName: 'x', columns, rows: none() });
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers.get('content-disposition')).toBe(
      `attachment; filename="recebiveis.xlsx"; filename*=UTF-8''receb%C3%ADveis.xlsx`,
    );
  });

  it('keeps header injection, paths and odd characters out of Content-Disposition', () => {
    expect(contentDisposition('a"; filename=evil.exe\r\nX-Header: 1', 'csv')).toBe(
      `attachment; filename="a_; filename=evil.exe_X-Header_ 1.csv"; filename*=UTF-8''a_%3B%20filename%3Devil.exe_X-Header_%201.csv`,
    );
    expect(contentDisposition('../../etc/passwd', 'csv')).toBe(
      `attachment; filename="_.._etc_passwd.csv"; filename*=UTF-8''_.._etc_passwd.csv`,
    );
    expect(contentDisposition('100% (Jan)*', 'xlsx')).toBe(
      `attachment; filename="100_ (Jan)_.xlsx"; filename*=UTF-8''100%25%20%28Jan%29_.xlsx`,
    );
    expect(contentDisposition('  ', 'csv')).toBe(
      `attachment; filename="exportacao.csv"; filename*=UTF-8''exportacao.csv`,
    );
    expect(contentDisposition('vendas 😀 \uD800', 'csv')).toBe(
      `attachment; filename="vendas _ _.csv"; filename*=UTF-8''vendas%20%F0%9F%98%80%20_.csv`,
    );
    expect(contentDisposition('x'.repeat(300), 'csv')).toMatch(/^attachment; filename="x{120}\.csv"/);
  });

  it('makes sheet names Excel accepts', () => {
    expect(cleanSheetName('Recebíveis de março/2025')).toBe('Recebíveis de março 2025');
    expect(cleanSheetName("'[Vendas]?*'")).toBe('Vendas');
    expect(cleanSheetName('Unidades de recebíveis por data de liquidação')).toBe('Unidades de recebíveis por data');
    expect(cleanSheetName('')).toBe('Planilha');
  });
});
