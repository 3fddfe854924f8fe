/** CNAB movement codes a return file reports (docs/domain.md "CNAB return"). */
const MOVEMENT = { CONFIRMED: '02', REJECTED: '03', PAID: '06', DOWNED: '09', PAID_AFTER_DOWN: '17' } as const;
export type Movement = (typeof MOVEMENT)[keyof typeof MOVEMENT];

/** One boleto's movement in a return file. Money in cents, dates 'YYYY-MM-DD'. */
export interface ReturnDetail {
  movement: Movement;
  /** Nosso número: 8 digits, and its DAC. */
  our_number: string;
  our_number_dac: string;
  carteira: string;
  /** Seu número (the merchant's document number) and the company's own id for the boleto. */
  document_number: string;
  company_use: string;
  due_date: string;
  face_cents: number;
  /** Paid value (06/17), else 0; the penalty and fees in it; any discount; net after the tariff. */
  paid_cents: number;
  charges_cents: number;
  discount_cents: number;
  tariff_cents: number;
  net_cents: number;
  occurrence_date: string;
  credit_date: string | null;
  payer_document: string;
  payer_name: string;
}

export interface ReturnHeader {
  company: { name: string; document: string };
  account: { agency: string; account: string; dac: string };
  bank: { code: string; name: string };
  /** The bank day reported, the file's sequence number (NSA) and when it was written. */
  date: string;
  sequence: number;
  written_at: Date;
}

interface Totals {
  count: number;
  amount: number;
}

/** What a file says, per movement (the list's `summary`). */
export interface ReturnSummary {
  confirmed: Totals;
  paid: Totals;
  downed: Totals;
  rejected: Totals;
}

export function summarize(details: readonly ReturnDetail[]): ReturnSummary {
  const summary: ReturnSummary = {
    confirmed: { count: 0, amount: 0 },
    paid: { count: 0, amount: 0 },
    downed: { count: 0, amount: 0 },
    rejected: { count: 0, amount: 0 },
  };
  for (const detail of details) {
    const bucket =
      detail.movement === MOVEMENT.CONFIRMED
        ? summary.confirmed
        : detail.movement === MOVEMENT.PAID || detail.movement === MOVEMENT.PAID_AFTER_DOWN
          ? summary.paid
          : detail.movement === MOVEMENT.DOWNED
            ? summary.downed
            : summary.rejected;
    bucket.count += 1;
    bucket.amount += bucket === summary.paid ? detail.paid_cents : detail.face_cents;
  }
  return summary;
}
