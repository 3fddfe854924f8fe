import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { DOCUMENT_TYPE } from '../../domain/codes.ts';
import { payoutDestination } from '../../domain/settlement.ts';
import {
  cerc_ur_payment as cerc,
  merchant,
  merchant_bank_account as account,
  merchant_document,
  payment,
  receivable_unit as ur,
} from '../schema/index.ts';
import type { Tx } from './tx.ts';

/**
 * Where money lands (decision 031): the projections' side of placing installments in receivable
 * units and payments, used by every movement that creates or moves installments (a live sale, whose
 * set-based placement is installment-placement.ts; an anticipation). Ids come from the tables'
 * sequences. The caller holds the merchant's money lock.
 */

/** The payment an installment lands in, and whether it is already paid out. */
export interface Landing {
  id: number;
  paid: boolean;
}

/** The merchant as CERC knows it: the CNPJ and the name its payouts carry. */
async function partyOf(tx: Tx, merchantId: number) {
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

type BankAccount = typeof account.$inferSelect;

/**
 * Of the merchant's accounts, the one an installment of this arrangement lands in (settlement.ts
 * payoutDestination).
 */
export function destinationAccount(accounts: readonly BankAccount[], merchantId: number, arrangementId: number | null) {
  const destination = payoutDestination(
    arrangementId,
    accounts.map((a) => a.destination),
  );
  const to = accounts.find((a) => a.destination === destination);
  if (!to) throw new Error(`placement: merchant ${merchantId} has no bank account`);
  return to;
}

/** The account an installment of this arrangement lands in. */
export async function accountFor(tx: Tx, merchantId: number, arrangementId: number | null) {
  const accounts = await tx.select().from(account).where(eq(account.merchant_id, merchantId)).orderBy(asc(account.id));
  return destinationAccount(accounts, merchantId, arrangementId);
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
): Promise<Landing> {
  const found = (await paymentsOn(tx, merchantId, [{ day, to }], today)).get(`${day}|${to.destination}`);
  if (!found) throw new Error('paymentOn: no payment made');
  return found;
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

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The merchant's payments of these days and accounts, made (empty) where missing, in one
 * INSERT … ON CONFLICT on the one-payment-per-day-and-destination key; keyed `day|destination`.
 */
export async function paymentsOn(
  tx: Tx,
  merchantId: number,
  wanted: readonly { day: string; to: { id: number; destination: string } }[],
  today: string,
): Promise<Map<string, Landing>> {
  const distinct = [...new Map(wanted.map((w) => [`${w.day}|${w.to.destination}`, w])).values()];
  const values = sql.join(
    distinct.map((w) => sql`(${w.day}::date, ${w.to.destination}::text, ${w.to.id}::int)`),
    sql`, `,
  );
  // The ones made now and the ones already there, in one statement.
  const rows = rowsOf<{ id: number; day: string; destination: string; paid: boolean }>(
    await tx.execute(sql`WITH w(day, destination, account) AS (VALUES ${values}),
      made AS (INSERT INTO payment (merchant_id, payment_date, destination, bank_account_id, amount_cents,
          receivable_unit_count, paid)
        SELECT ${merchantId}::int, w.day, w.destination, w.account, 0, 0, w.day <= ${today}::date FROM w
        ON CONFLICT (merchant_id, payment_date, destination) DO NOTHING
        RETURNING id, payment_date, destination, paid)
      SELECT id, payment_date::text AS day, destination, paid FROM made
      UNION ALL
      SELECT p.id, p.payment_date::text, p.destination, p.paid FROM payment p
        JOIN w ON p.payment_date = w.day AND p.destination = w.destination
       WHERE p.merchant_id = ${merchantId}::int`),
  );
  return new Map(rows.map((r) => [`${r.day}|${r.destination}`, { id: Number(r.id), paid: r.paid }]));
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
