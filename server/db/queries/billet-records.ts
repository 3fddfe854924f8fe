import { asc, eq, inArray } from 'drizzle-orm';
import type { DueTerms } from '../../domain/billet/charges.ts';
import type { BilletTerms, Charge, Discount } from '../../domain/billet/terms.ts';
import type { Orm } from '../driver.ts';
import { billet, billet_event } from '../schema/index.ts';

/**
 * A boleto row and its terms' columns (docs/api.md "Boletos"): cents and hundredths of a percent;
 * what the API shows of it is server/api/views/billets.ts.
 */
export type BilletRecord = typeof billet.$inferSelect;
export type BilletEventRecord = typeof billet_event.$inferSelect;

/**
 * A boleto of a file still being written (billet-uploads.ts): no list, export or call shows it
 * until the file's last batch lands and the whole file turns WAITING_REGISTER at once.
 */
export const UPLOADING = 'UPLOADING';

export function chargesOf(row: BilletRecord): Pick<DueTerms, 'penalty' | 'fees' | 'discounts'> {
  return {
    penalty: {
      type: row.penalty_type,
      value_cents: row.penalty_value_cents,
      percentage_bp: row.penalty_percentage_bp,
      date: row.penalty_date,
    },
    fees: {
      type: row.fees_type,
      value_cents: row.fees_value_cents,
      percentage_bp: row.fees_percentage_bp,
      date: row.fees_date,
    },
    discounts: JSON.parse(row.discounts) as Discount[],
  };
}

export const dueTermsOf = (row: BilletRecord): DueTerms => ({
  value_cents: row.value_cents,
  due_date: row.due_date,
  ...chargesOf(row),
});

/** The columns of a boleto's terms (insert or update). */
export function termColumns(terms: BilletTerms) {
  return {
    external_id: terms.external_id,
    instructions: terms.instructions,
    layout_id: terms.layout_id,
    due_date: terms.due_date,
    value_cents: terms.value_cents,
    original_due_date: terms.due_date,
    original_value_cents: terms.value_cents,
    penalty_type: terms.penalty.type,
    penalty_value_cents: terms.penalty.value_cents,
    penalty_percentage_bp: terms.penalty.percentage_bp,
    penalty_date: terms.penalty.date,
    fees_type: terms.fees.type,
    fees_value_cents: terms.fees.value_cents,
    fees_percentage_bp: terms.fees.percentage_bp,
    fees_date: terms.fees.date,
    discounts: JSON.stringify(terms.discounts),
    payer_name: terms.payer.name,
    payer_document: terms.payer.document,
    payer_email: terms.payer.email,
    payer_street: terms.payer.street,
    payer_number: terms.payer.number,
    payer_neighborhood: terms.payer.neighborhood,
    payer_city: terms.payer.city,
    payer_state: terms.payer.state,
    payer_zip_code: terms.payer.zip_code,
  };
}

export function chargeColumns(terms: { penalty?: Charge; fees?: Charge; discounts?: Discount[] }) {
  return {
    ...(terms.penalty && {
      penalty_type: terms.penalty.type,
      penalty_value_cents: terms.penalty.value_cents,
      penalty_percentage_bp: terms.penalty.percentage_bp,
      penalty_date: terms.penalty.date,
    }),
    ...(terms.fees && {
      fees_type: terms.fees.type,
      fees_value_cents: terms.fees.value_cents,
      fees_percentage_bp: terms.fees.percentage_bp,
      fees_date: terms.fees.date,
    }),
    ...(terms.discounts && { discounts: JSON.stringify(terms.discounts) }),
  };
}

/** The histories of some boletos, oldest event first. */
export async function eventsOf(orm: Orm, ids: readonly number[]): Promise<Map<number, BilletEventRecord[]>> {
  const out = new Map<number, BilletEventRecord[]>();
  if (ids.length === 0) return out;
  const rows = await orm
    .select()
    .from(billet_event)
    .where(inArray(billet_event.billet_id, [...ids]))
    .orderBy(asc(billet_event.id));
  for (const row of rows) out.set(row.billet_id, [...(out.get(row.billet_id) ?? []), row]);
  return out;
}

export async function findBillet(orm: Orm, merchantId: number, id: number): Promise<BilletRecord | undefined> {
  const [row] = await orm.select().from(billet).where(eq(billet.id, id));
  return row && row.merchant_id === merchantId && row.status !== UPLOADING ? row : undefined;
}
