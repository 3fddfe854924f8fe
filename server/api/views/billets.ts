import { chargesOf, type BilletEventRecord, type BilletRecord } from '../../db/queries/billet-records.ts';
import { hasCharges } from '../../domain/billet/charges.ts';
import type { Charge } from '../../domain/billet/terms.ts';
import { toZonedIso } from '../../domain/zone.ts';

/**
 * A boleto as the API answers it (docs/api.md "Boletos"): terms in cents and hundredths of a
 * percent inside, percentages as numbers (2.5 = 2,5 %) outside.
 */

const pct = (bp: number | null): number | null => (bp === null ? null : bp / 100);

const chargeView = (c: Charge) => ({
  type: c.type,
  value: c.value_cents,
  percentage: pct(c.percentage_bp),
  date: c.date,
});

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

const checkoutUrl = (origin: string, publicId: string) => `${origin}/billet/checkout/${publicId}`;

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
