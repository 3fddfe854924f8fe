import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receivableList } from '../../contract/financial.ts';
import { transactionList } from '../../contract/transactions.ts';
import { addDays } from '../domain/zone.ts';
import { readSheets } from '../export/testing/read-xlsx.ts';
import { badRequest, getJson, sqlNumber } from './list-test-helpers.ts';
import { openTestApi, SEED_TIMEOUT, type TestApi, type TestUser } from './test-helpers.ts';

let api: TestApi;
let today: string;
beforeAll(async () => {
  api = await openTestApi();
  today = api.db.seedDate;
}, SEED_TIMEOUT);
afterAll(() => api.close());

/** The CSV's data lines split into cells (the test data has no quoted separators in these columns). */
async function csv(
  path: string,
  user: TestUser = 'lojista',
): Promise<{ header: string[]; lines: string[][]; res: Response; text: string }> {
  const res = await api.get(path, user);
  expect(res.status, path).toBe(200);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer()); // keeps the BOM
  const [header = '', ...lines] = text.split('\r\n').filter((line) => line !== '');
  return { header: header.replace(/^\uFEFF/, '').split(';'), lines: lines.map((l) => l.split(';')), res, text };
}

describe('GET /v1/app/transaction/export/{format}', () => {
  it('exports every row of the active filter in list order, as many as the list total (CSV)', async () => {
    const query = `start_date=${addDays(today, -29)}&end_date=${today}&status=CONFIRMED&status=CANCELLED&sortBy=amount&sortDesc=true`;
    const list = await getJson(api, transactionList, `/v1/app/transaction?${query}&perPage=100`);
    const { header, lines, res, text } = await csv(`/v1/app/transaction/export/csv?${query}`);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="transacoes-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(header.slice(0, 4)).toEqual(['Cód. transação', 'Data e hora', 'Status', 'Valor bruto']);
    // More than one keyset batch (BATCH_SIZE rows), none lost or repeated at the seams.
    expect(list.total).toBeGreaterThan(4_000);
    expect(lines).toHaveLength(list.total);
    const ids = lines.map((cells) => Number((cells[0] ?? '').replace(/\./g, '')));
    expect(new Set(ids).size).toBe(list.total);
    expect(ids.slice(0, 100)).toEqual(list.data.map((t) => t.transaction_id));
    expect(lines.every((cells) => cells[2] === 'Confirmada' || cells[2] === 'Cancelada')).toBe(true);
    // pt-BR money: decimal comma, cents.
    expect(lines[0]?.[3]).toMatch(/^\d+,\d{2}$/);
  });

  it("exports all of a merchant's sales (≈100k rows) and only theirs", async () => {
    const total = await sqlNumber(api, 'SELECT count(*)::int FROM card_transaction WHERE merchant_id = 1');
    const started = performance.now();
    const { lines } = await csv('/v1/app/transaction/export/csv');
    console.info(`CSV export of ${lines.length} sales: ${Math.round(performance.now() - started)} ms`);
    expect(lines).toHaveLength(total);
    const two = await csv('/v1/app/transaction/export/csv', 'operador');
    expect(two.lines).toHaveLength(
      await sqlNumber(api, 'SELECT count(*)::int FROM card_transaction WHERE merchant_id = 2'),
    );
  }, 120_000);

  it('writes a real spreadsheet: numbers as numbers, dates as dates (XLSX)', async () => {
    const query = `start_date=${addDays(today, -2)}&end_date=${today}`;
    const list = await getJson(api, transactionList, `/v1/app/transaction?${query}`);
    const res = await api.get(`/v1/app/transaction/export/xlsx?${query}`);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const [sheet] = await readSheets(await res.arrayBuffer());
    expect(sheet?.name).toBe('Transações');
    expect((sheet?.rowCount ?? 0) - 1).toBe(list.total);
    const first = sheet?.getRow(2);
    expect(first?.getCell(1).value).toBe(list.data[0]?.transaction_id);
    expect(first?.getCell(2).value).toBeInstanceOf(Date);
    expect(first?.getCell(4).value).toBe((list.data[0]?.amount ?? 0) / 100);
  });

  it('rejects an unknown format or a bad filter with 400', async () => {
    expect(await badRequest(api, '/v1/app/transaction/export/pdf')).toEqual(['format: Deve ser csv ou xlsx']);
    expect(await badRequest(api, '/v1/app/transaction/export/csv?status=PAGO')).toEqual([
      'status: Deve ser um de: CONFIRMED, CANCELLED, DENIED, PENDING, IN_ANALISYS, PRE_AUTHORIZED, PARTIAL_CAPTURED, REFUNDED',
    ]);
  });
});

describe('GET /v1/app/financial/receivable/export/{format}', () => {
  it('exports the statement of the filter: rows = total and the net column adds up to the sum', async () => {
    const query = `start_date=${addDays(today, -3)}&end_date=${addDays(today, 10)}&blocked=false`;
    const list = await getJson(api, receivableList, `/v1/app/financial/receivable?${query}`);
    const { header, lines } = await csv(`/v1/app/financial/receivable/export/csv?${query}&page=3&perPage=20`);
    expect(lines).toHaveLength(list.total);
    const net = header.indexOf('Valor líquido');
    const cents = lines.reduce((s, cells) => s + Number((cells[net] ?? '').replace(/\./g, '').replace(',', '')), 0);
    expect(cents).toBe(list.sum.net_amount);
    expect(lines.slice(0, 20).map((cells) => Number((cells[0] ?? '').replace(/\./g, '')))).toEqual(
      list.data.map((r) => r.id),
    );

    const res = await api.get(`/v1/app/financial/receivable/export/xlsx?${query}`);
    const [sheet] = await readSheets(await res.arrayBuffer());
    expect((sheet?.rowCount ?? 0) - 1).toBe(list.total);
    expect(sheet?.getRow(2).getCell(6).value).toBeInstanceOf(Date);
  });

  it('exports by date of sale, as the list filters it', async () => {
    const query = `date_type=transaction&start_date=${addDays(today, -6)}&end_date=${addDays(today, -4)}&card_brand=3`;
    const list = await getJson(api, receivableList, `/v1/app/financial/receivable?${query}`);
    const { lines } = await csv(`/v1/app/financial/receivable/export/csv?${query}`);
    expect(lines).toHaveLength(list.total);
    expect(list.total).toBeGreaterThan(50);
  });

  it('rejects an unknown format', async () => {
    expect(await badRequest(api, '/v1/app/financial/receivable/export/XLSX')).toEqual(['format: Deve ser csv ou xlsx']);
  });
});
