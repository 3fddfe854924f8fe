import { asc, eq, inArray } from 'drizzle-orm';
import type { DueTerms } from '../../domain/billet/charges.ts';
import { hasCharges } from '../../domain/billet/charges.ts';
import type { BilletTerms, Charge, Discount } from '../../domain/billet/terms.ts';
import type { Orm } from '../driver.ts';
import { billet, billet_event } from '../schema/index.ts';
import { toZonedIso } from '../../domain/zone.ts';

/**
 * A boleto row to and from what the API shows (docs/api.md "Boletos"): terms in cents and
 * hundredths of a percent inside, percentages as numbers (2.5 = 2,5 %) outside.
 */
export type BilletRecord = typeof billet.$inferSelect;
export type BilletEventRecord = typeof billet_event.$inferSelect;
export type BilletInsert = typeof billet.$inferInsert;

/**
 * A boleto of a file still being written (billet-uploads.ts): no list, export or call shows it
 * until the file's last batch lands and the whole file turns WAITING_REGISTER at once.
 */
export const UPLOADING = 'UPLOADING';

const pct = (bp: number | null): number | null => (bp === null ? null : bp / 100);

const chargeView = (c: Charge) => ({
  type: c.type,
  value: c.value_cents,
  percentage: pct(c.percentage_bp),
  date: c.date,
});

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

const payerView = (row: BilletRecord) => ({
  name: row.payer_name,
  email: row.payer_email,
  document: row.payer_document,
  street: row.payer_street,
  number: row.payer_number,
  neighborhood: row.payer_neighborhood,
  city: row.payer_city,
  state: row.payer_state,
  zip_code: row.payer_zip_code,
});

function termsView(row: BilletRecord) {
  const charges = chargesOf(row);
  return {
    external_id: row.external_id,
    due_date: row.due_date,
    value: row.value_cents,
    instructions: row.instructions,
    bank_billet_layout_id: row.layout_id,
    penalty: chargeView(charges.penalty),
    fees: chargeView(charges.fees),
    discounts: charges.discounts.map((d) => ({
      type: d.type,
      date: d.date,
      value: d.value_cents,
      percentage: pct(d.percentage_bp),
    })),
    payer: payerView(row),
  };
}

/** An uploaded boleto (GET /v1/app/billet_upload). */
export const uploadView = (row: BilletRecord) => ({
  id: row.id,
  ...termsView(row),
  created_date: toZonedIso(row.created_at),
  status: row.status,
  registration_error: row.registration_error,
});

export const checkoutUrl = (origin: string, publicId: string) => `${origin}/billet/checkout/${publicId}`;

/** A boleto of the list (GET /v1/app/billet), with its history. */
export function billetView(
  row: BilletRecord,
  events: readonly Pick<BilletEventRecord, 'at' | 'event' | 'description'>[],
  origin: string,
) {
  const terms = termsView(row);
  const registered = row.our_number !== null;
  return {
    billet_id: row.id,
    our_number: row.our_number,
    external_id: row.external_id,
    created_date: toZonedIso(row.created_at),
    due_date: row.due_date,
    liquidation_date: row.liquidation_date,
    paid_value: row.paid_cents,
    billet_payer: row.payer_name,
    billet_payer_document: row.payer_document,
    billet_payer_email: row.payer_email,
    billet_value: row.value_cents,
    bank_billet_layout_id: row.layout_id,
    billet_status: row.status,
    with_penalty_fees_discounts: hasCharges(chargesOf(row)),
    penalty: terms.penalty,
    fees: terms.fees,
    discounts: terms.discounts,
    instructions: row.instructions,
    payer: terms.payer,
    digitable_line: row.digitable_line,
    barcode: row.barcode,
    checkout_url: registered ? checkoutUrl(origin, row.public_id) : null,
    second_copy: row.second_copy_at !== null,
    history: events.map((e) => ({ at: toZonedIso(e.at), event: e.event, description: e.description })),
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
