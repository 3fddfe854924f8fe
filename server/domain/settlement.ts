import { bankDayOnOrAfter } from './bank-calendar.ts';
import { BRAND, OPERATION } from '../../contract/codes/lookups.ts';
import { addDays } from './zone.ts';

/**
 * The settlement rules of the sandbox, as pure functions shared by the seed (which derives every
 * receivable from the seeded sales), by live sales and by POST /v1/app/transaction/simulate, so a
 * simulated or live sale settles exactly like a seeded one.
 */

/** MDR in cents of a sale: rate in basis points, rounded half up (2.99 % = 299 bp). */
export function mdrCents(amountCents: number, mdrBp: number): number {
  return Math.round((amountCents * mdrBp) / 10_000);
}

/** Days from the sale to the settlement of installment `n` (1-based). */
function settlementOffset(operationId: number, n: number): number {
  switch (operationId) {
    case OPERATION.DEBIT:
      return 1;
    case OPERATION.BOLETO:
      return 1; // a paid billet is credited the next day
    case OPERATION.PIX:
      return 0;
    default:
      return 30 * n; // credit à vista is installment 1 of 1: D+30
  }
}

/**
 * The day an installment `offsetDays` after a sale on `saleDate` is paid out: that day when
 * banks work, else the next bank day. Card arrangements settle only on bank days (a D+30 that
 * falls on a Sunday or a holiday is paid on the next bank day), and the payment of a day is one
 * transfer into the merchant's account, which happens only on bank days too. Pix (D+0) follows
 * the same rule: the sandbox credits it in the bank account's payment of the day, with the card
 * installments, so a Pix received on a Saturday lands with Monday's payment rather than making
 * a weekend payout of its own.
 */
export function settlementDate(saleDate: string, offsetDays: number): string {
  return bankDayOnOrAfter(addDays(saleDate, offsetDays));
}

export interface ScheduledReceivable {
  /** Installment number, 1-based. */
  n_installment: number;
  /** Days after the sale's São Paulo date, before the move to a bank day (settlementDate). */
  offset_days: number;
  gross_cents: number;
  mdr_cents: number;
  net_cents: number;
}

/**
 * Splits `total` into `parts` integer shares that add up to it exactly: every share is the
 * floor, the first one also takes the remainder (as acquirers do with the first installment).
 */
export function splitCents(total: number, parts: number): number[] {
  const base = Math.floor(total / parts);
  const shares = new Array<number>(parts).fill(base);
  shares[0] = total - base * (parts - 1);
  return shares;
}

/**
 * One receivable per installment. Gross and MDR are split separately and net = gross − MDR per
 * installment, so the receivables of a sale add up to its gross, MDR and net to the cent.
 */
export function receivableSchedule(sale: {
  operationId: number;
  installments: number;
  amountCents: number;
  mdrCents: number;
}): ScheduledReceivable[] {
  const parts = sale.operationId === OPERATION.INSTALLMENTS ? Math.max(1, sale.installments) : 1;
  const gross = splitCents(sale.amountCents, parts);
  const mdr = splitCents(sale.mdrCents, parts);
  return gross.map((g, i) => {
    const m = mdr[i] ?? 0;
    return {
      n_installment: i + 1,
      offset_days: settlementOffset(sale.operationId, i + 1),
      gross_cents: g,
      mdr_cents: m,
      net_cents: g - m,
    };
  });
}

const DEBIT_ARRANGEMENT: Partial<Record<number, number>> = { [BRAND.MASTERCARD]: 1, [BRAND.VISA]: 3, [BRAND.ELO]: 5 };
const CREDIT_ARRANGEMENT: Partial<Record<number, number>> = {
  [BRAND.MASTERCARD]: 2,
  [BRAND.VISA]: 4,
  [BRAND.ELO]: 6,
  [BRAND.HIPERCARD]: 7,
  [BRAND.AMEX]: 8,
};

/**
 * CERC arrangement of a card sale (codes.ts ARRANGEMENTS), or null when the sale is not in a
 * card arrangement (billets, Pix) or the pair has none of the portal's eight codes.
 */
export function arrangementOf(brandId: number | null | undefined, operationId: number): number | null {
  if (brandId === null || brandId === undefined) return null;
  if (operationId === OPERATION.DEBIT) return DEBIT_ARRANGEMENT[brandId] ?? null;
  if (operationId === OPERATION.CREDIT || operationId === OPERATION.INSTALLMENTS)
    return CREDIT_ARRANGEMENT[brandId] ?? null;
  return null;
}

/**
 * The financial code of installment n of a sale: transaction_id × 100 + n. Unique, ordered like
 * (transaction_id, n_installment), and it locates a sale's receivables in the primary key
 * without another index (docs/decisions/008-receivables-model.md).
 */
export const receivableId = (transactionId: number, n: number): number => transactionId * 100 + n;

/** Debit arrangements (MCD, VCD, ECD): they land in the digital account when the merchant has one. */
const DEBIT_ARRANGEMENTS: ReadonlySet<number | undefined> = new Set(Object.values(DEBIT_ARRANGEMENT));

/**
 * The destination a receivable lands in, of the merchant's accounts (`B` bank, `D` digital…):
 * debit arrangements in the digital account, everything else (credit, boleto, Pix) in the bank
 * account, else the first account the merchant has.
 */
export function payoutDestination(arrangementId: number | null, destinations: readonly string[]): string | undefined {
  if (arrangementId !== null && DEBIT_ARRANGEMENTS.has(arrangementId) && destinations.includes('D')) return 'D';
  return destinations.includes('B') ? 'B' : destinations[0];
}
