import type { ExportColumn } from '../types.ts';

/**
 * Transaction-like rows for the 100k-row test and the bench (scripts/bench/export.ts): 15
 * columns of every type, deterministic, with accents, quotes and separators in the texts.
 */

export interface SyntheticSale {
  id: number;
  paidAt: Date;
  status: string;
  brand: string;
  operation: string;
  installments: number;
  grossCents: number;
  mdrPercent: number;
  netCents: number;
  settlementDate: string;
  nsu: string;
  authorization: string;
  terminal: string;
  customer: string | null;
  anticipated: boolean;
}

const BRANDS = ['Visa', 'Mastercard', 'Elo', 'Hipercard', 'American Express'];
const CUSTOMERS = ['Maria da Conceição', 'José "Zé" Araújo', 'Padaria São João; Filial 2', null, 'João Müller'];

/** Transaction-like rows, made a batch at a time as they are pulled: nothing is kept. */
export async function* syntheticSales(count: number, batchSize = 1_000): AsyncGenerator<SyntheticSale[]> {
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const start = Date.UTC(2025, 0, 1, 3);
  for (let first = 0; first < count; first += batchSize) {
    const batch: SyntheticSale[] = [];
    for (let id = first; id < Math.min(count, first + batchSize); id++) {
      const grossCents = Math.round(random() * 500_000) + 100;
      const mdrPercent = [1.19, 2.99, 3.49][id % 3]!;
      const paidAt = new Date(start + id * 311_000);
      batch.push({
        id: id + 1,
        paidAt,
        status: id % 17 === 0 ? 'CANCELLED' : 'CONFIRMED',
        brand: BRANDS[id % BRANDS.length]!,
        operation: id % 3 === 0 ? 'DEBIT' : 'CREDIT',
        installments: id % 3 === 0 ? 0 : (id % 12) + 1,
        grossCents,
        mdrPercent,
        netCents: grossCents - Math.round((grossCents * mdrPercent) / 100),
        settlementDate: new Date(paidAt.getTime() + 30 * 86_400_000).toISOString().slice(0, 10),
        nsu: String(100_000_000 + id).padStart(12, '0'),
        authorization: Math.floor(random() * 1e6)
          .toString(36)
          .toUpperCase(),
        terminal: `PAX-A910-${(id % 40) + 1}`,
        customer: CUSTOMERS[id % CUSTOMERS.length]!,
        anticipated: id % 7 === 0,
      });
    }
    yield batch;
  }
}

export const SALE_COLUMNS: ExportColumn<SyntheticSale>[] = [
  { header: 'ID', type: 'integer', value: (s) => s.id },
  { header: 'Data da venda', type: 'datetime', value: (s) => s.paidAt },
  { header: 'Status', type: 'text', value: (s) => s.status },
  { header: 'Bandeira', type: 'text', value: (s) => s.brand },
  { header: 'Operação', type: 'text', value: (s) => s.operation },
  { header: 'Parcelas', type: 'integer', value: (s) => s.installments },
  { header: 'Valor bruto', type: 'money', value: (s) => s.grossCents },
  { header: 'Taxa MDR', type: 'percent', value: (s) => s.mdrPercent },
  { header: 'Valor líquido', type: 'money', value: (s) => s.netCents },
  { header: 'Previsão de pagamento', type: 'date', value: (s) => s.settlementDate },
  { header: 'NSU', type: 'text', value: (s) => s.nsu },
  { header: 'Autorização', type: 'text', value: (s) => s.authorization },
  { header: 'Terminal', type: 'text', value: (s) => s.terminal },
  { header: 'Cliente', type: 'text', value: (s) => s.customer },
  { header: 'Antecipada', type: 'boolean', value: (s) => s.anticipated },
];
