import type { ExportColumn } from '../types.ts';

/** A small export with every column type and the awkward cases, shared by the CSV and XLSX tests. */
export interface FixtureRow {
  id: number | string;
  name: string | null;
  amount: number | string | null;
  rate: number | null;
  day: string | null;
  at: Date | null;
  paid: boolean | null;
}

export const FIXTURE_COLUMNS: ExportColumn<FixtureRow>[] = [
  { header: 'ID', type: 'integer', value: (r) => r.id },
  { header: 'Estabelecimento', type: 'text', value: (r) => r.name },
  { header: 'Valor (R$)', type: 'money', value: (r) => r.amount },
  { header: 'Taxa', type: 'percent', value: (r) => r.rate },
  { header: 'Pagamento', type: 'date', value: (r) => r.day },
  { header: 'Data/hora', type: 'datetime', value: (r) => r.at },
  { header: 'Pago', type: 'boolean', value: (r) => r.paid },
];

const FIXTURE_ROWS: FixtureRow[] = [
  {
    id: 1234567,
    name: 'Padaria São João',
    amount: 123456,
    rate: 2.99,
    day: '2025-03-09',
    at: new Date('2025-01-01T02:30:00Z'), // 31/12/2024 23:30 in São Paulo (UTC−3)
    paid: true,
  },
  {
    id: 2,
    name: 'Loja "Central"; filial\r\nSul',
    amount: -5,
    rate: 1.5,
    day: null,
    at: new Date('2018-12-01T02:30:00Z'), // summer time then (UTC−2): 01/12/2018 00:30
    paid: false,
  },
  {
    id: '3', // PostgreSQL bigint arrives as a string
    name: '=HYPERLINK("http://x";"clique")',
    amount: '0',
    rate: 0,
    day: '2024-02-29',
    at: new Date('2025-06-15T15:45:59Z'), // no summer time since 2019: 12:45
    paid: null,
  },
  { id: 4, name: '+55 11 99999-0000', amount: 99, rate: 1.2345, day: '2025-12-31', at: null, paid: true },
  { id: 5, name: '-10', amount: null, rate: null, day: null, at: null, paid: null },
  { id: 6, name: '@SUM(A1)', amount: 100000000, rate: 12, day: null, at: null, paid: null },
  { id: 7, name: '\tTab e\rretorno', amount: null, rate: null, day: null, at: null, paid: null },
  { id: 8, name: ' A & B <c> ', amount: null, rate: null, day: null, at: null, paid: null },
];

/** The rows in uneven batches, with an empty one, as a paging source may give them. */
export async function* fixtureBatches(): AsyncGenerator<FixtureRow[]> {
  yield FIXTURE_ROWS.slice(0, 2);
  yield [];
  yield FIXTURE_ROWS.slice(2, 7);
  yield FIXTURE_ROWS.slice(7);
}
