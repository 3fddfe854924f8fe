import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { DOCUMENT_TYPE } from '../../domain/codes.ts';
import { payoutDestination } from '../../domain/settlement.ts';
import {
  cerc_ur_payment as cerc,
  financial_receivable as fr,
  merchant,
  merchant_bank_account as account,
  merchant_document,
  payment,
  receivable_unit as ur,
} from '../schema/index.ts';
import type { Tx } from './tx.ts';

/**
 * Where money lands (decision 031): the projections' side of placing installments in receivable
 * units and payments, used by every movement that creates or moves installments (a live sale, an
 * anticipation). Ids come from the tables' sequences. The caller holds the merchant's money lock.
 */

/** The merchant as CERC knows it: the CNPJ and the name its payouts carry. */
export async function partyOf(tx: Tx, merchantId: number) {
  const [row] = await tx
    .select({ document: merchant_document.value, name: merchant.merchant_name })
    .from(merchant)
    .innerJoin(
      merchant_document,
      and(eq(merchant_document.merchant_id, merchant.id), eq(merchant_document.document_type_id, DOCUMENT_TYPE.CNPJ)),
    )
    .where(eq(merchant.id, merchantId))
    .limit(1);
  if (!row) throw new Error(`placement: merchant ${merchantId} has no CNPJ`);
  return row;
}

/** The account an installment of this arrangement lands in (settlement.ts payoutDestination). */
export async function accountFor(tx: Tx, merchantId: number, arrangementId: number | null) {
  const accounts = await tx.select().from(account).where(eq(account.merchant_id, merchantId)).orderBy(asc(account.id));
  const destination = payoutDestination(
    arrangementId,
    accounts.map((a) => a.destination),
  );
  const to = accounts.find((a) => a.destination === destination);
  if (!to) throw new Error(`placement: merchant ${merchantId} has no bank account`);
  return to;
}

/**
 * The merchant's payment of `day` into `destination`, created (empty) when the day has none:
 * paid when `day` is on or before `today` (the data's today, as the seed marks them).
 */
export async function paymentOn(
  tx: Tx,
  merchantId: number,
  day: string,
  to: { id: number; destination: string },
  today: string,
): Promise<{ id: number; paid: boolean }> {
  const [found] = await tx
    .select({ id: payment.id, paid: payment.paid })
    .from(payment)
    .where(
      and(eq(payment.merchant_id, merchantId), eq(payment.payment_date, day), eq(payment.destination, to.destination)),
    )
    .orderBy(asc(payment.id))
    .limit(1);
  if (found) return found;
  const [created] = await tx
    .insert(payment)
    .values({
      merchant_id: merchantId,
      payment_date: day,
      destination: to.destination,
      bank_account_id: to.id,
      amount_cents: 0,
      receivable_unit_count: 0,
      paid: day <= today,
    })
    .returning({ id: payment.id, paid: payment.paid });
  if (!created) throw new Error('paymentOn: no row returned');
  return created;
}

/** Adds (or takes, when negative) cents to what a payment lands. */
export async function addToPayment(tx: Tx, paymentId: number, cents: number, units = 0): Promise<void> {
  if (cents === 0 && units === 0) return;
  await tx
    .update(payment)
    .set({
      amount_cents: sql`${payment.amount_cents} + ${cents}`,
      receivable_unit_count: sql`${payment.receivable_unit_count} + ${units}`,
    })
    .where(eq(payment.id, paymentId));
}

export interface NewInstallment {
  id: number;
  settlement_date: string;
  arrangement_id: number | null;
  net_cents: number;
}

/**
 * Places new installments of the merchant (a live sale's): a card one joins the merchant's
 * receivable unit of its day and arrangement (a new one, with the merchant's CERC payout row,
 * when there is none) and that unit's payment; a boleto or Pix credit lands in the day's payment
 * of the bank account directly. Sets each one's unit and payment and adds its net to them.
 * Answers where each landed, for the sale's journal entry.
 */
export async function placeInstallments(
  tx: Tx,
  merchantId: number,
  installments: readonly NewInstallment[],
  today: string,
): Promise<{ receivableId: number; paymentId: number; paid: boolean }[]> {
  const placed: { receivableId: number; paymentId: number; paid: boolean }[] = [];
  for (const item of installments) {
    const to = await accountFor(tx, merchantId, item.arrangement_id);
    const landing = await paymentOn(tx, merchantId, item.settlement_date, to, today);
    let unitId: number | null = null;
    if (item.arrangement_id !== null) {
      unitId = await unitOn(tx, merchantId, item.settlement_date, item.arrangement_id, landing, today);
      await tx
        .update(ur)
        .set({
          amount_cents: sql`${ur.amount_cents} + ${item.net_cents}`,
          payable_cents: sql`${ur.payable_cents} + ${item.net_cents}`,
          installment_count: sql`${ur.installment_count} + 1`,
        })
        .where(eq(ur.id, unitId));
      await addMerchantShare(tx, merchantId, unitId, landing.id, item.settlement_date, item.net_cents, today);
    }
    await tx
      .update(fr)
      .set({ receivable_unit_id: unitId, payment_id: landing.id })
      .where(and(eq(fr.merchant_id, merchantId), eq(fr.id, item.id)));
    await addToPayment(tx, landing.id, item.net_cents);
    placed.push({ receivableId: item.id, paymentId: landing.id, paid: landing.paid });
  }
  return placed;
}

/**
 * The merchant's share of a unit's CERC payout grows (or shrinks) by `cents`; a unit whose
 * effects took everything had no such row, and gets one.
 */
export async function addMerchantShare(
  tx: Tx,
  merchantId: number,
  unitId: number,
  paymentId: number,
  day: string,
  cents: number,
  today: string,
): Promise<void> {
  if (cents === 0) return;
  const changed = await tx
    .update(cerc)
    .set({ amount_cents: sql`${cerc.amount_cents} + ${cents}` })
    .where(and(eq(cerc.receivable_unit_id, unitId), isNull(cerc.contract_effect_id)))
    .returning({ id: cerc.id });
  if (changed.length > 0) return;
  const party = await partyOf(tx, merchantId);
  await tx.insert(cerc).values({
    merchant_id: merchantId,
    receivable_unit_id: unitId,
    payment_id: paymentId,
    contract_effect_id: null,
    recipient_document: party.document,
    recipient_name: party.name,
    amount_cents: cents,
    payment_date: day,
    paid: day <= today,
  });
}

/**
 * The merchant's unit of `day` and `arrangement` in `landing` free of contract effects, created
 * (empty) when none: new sales register apart from units a financier holds a share of.
 */
async function unitOn(
  tx: Tx,
  merchantId: number,
  day: string,
  arrangementId: number,
  landing: { id: number; paid: boolean },
  today: string,
): Promise<number> {
  const [found] = await tx
    .select({ id: ur.id })
    .from(ur)
    .where(
      and(
        eq(ur.merchant_id, merchantId),
        eq(ur.dt_liquidation, day),
        eq(ur.arrangement_id, arrangementId),
        eq(ur.payment_id, landing.id),
        // Never into a unit bound by a contract effect: its split was registered without them.
        eq(ur.contract_effect, false),
      ),
    )
    .orderBy(asc(ur.id))
    .limit(1);
  if (found) return found.id;
  return (
    await newUnits(tx, merchantId, day, landing.id, [{ arrangement_id: arrangementId, amount: 0, n: 0 }], today)
  )[0]?.id as number;
}

/**
 * New receivable units of the merchant on `day` in payment `paymentId` (a live sale's first of
 * the day, an anticipation's), each with the merchant's CERC payout row; counted on the payment.
 */
export async function newUnits(
  tx: Tx,
  merchantId: number,
  day: string,
  paymentId: number,
  units: readonly { arrangement_id: number; amount: number; n: number }[],
  today: string,
): Promise<{ id: number; arrangement_id: number }[]> {
  if (units.length === 0) return [];
  const party = await partyOf(tx, merchantId);
  const made = await tx
    .insert(ur)
    .values(
      units.map((u) => ({
        merchant_id: merchantId,
        payment_id: paymentId,
        arrangement_id: u.arrangement_id,
        dt_liquidation: day,
        holder_document: party.document,
        receiving_end_user_document: party.document,
        amount_cents: u.amount,
        committed_cents: 0,
        payable_cents: u.amount,
        installment_count: u.n,
        paid: day <= today,
        contract_effect: false,
        financier: null,
      })),
    )
    .returning({ id: ur.id, arrangement_id: ur.arrangement_id, amount: ur.amount_cents });
  await tx.insert(cerc).values(
    made.map((u) => ({
      merchant_id: merchantId,
      receivable_unit_id: u.id,
      payment_id: paymentId,
      contract_effect_id: null,
      recipient_document: party.document,
      recipient_name: party.name,
      amount_cents: u.amount,
      payment_date: day,
      paid: day <= today,
    })),
  );
  await addToPayment(tx, paymentId, 0, made.length);
  return made.map((u) => ({ id: u.id, arrangement_id: u.arrangement_id }));
}
