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

export interface NewInstallment {
  id: number;
  settlement_date: string;
  arrangement_id: number | null;
  net_cents: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Places new installments of the merchant (a live sale's), set-based whatever their number: a
 * card one joins the merchant's receivable unit of its day and arrangement that no contract
 * effect binds (a new one, with the merchant's CERC payout row, when there is none) and that
 * unit's payment; a boleto or Pix credit lands in the day's payment of the bank account. Sets
 * each one's unit and payment and adds its net to them. Answers where each landed, for the
 * sale's journal entry.
 */
export async function placeInstallments(
  tx: Tx,
  merchantId: number,
  installments: readonly NewInstallment[],
  today: string,
): Promise<{ receivableId: number; paymentId: number; paid: boolean }[]> {
  if (installments.length === 0) return [];
  const accounts = await tx.select().from(account).where(eq(account.merchant_id, merchantId)).orderBy(asc(account.id));
  const accountOf = (arrangementId: number | null) => {
    const destination = payoutDestination(
      arrangementId,
      accounts.map((a) => a.destination),
    );
    const to = accounts.find((a) => a.destination === destination);
    if (!to) throw new Error(`placement: merchant ${merchantId} has no bank account`);
    return to;
  };
  const items = installments.map((item) => ({ ...item, to: accountOf(item.arrangement_id) }));
  const payments = await paymentsOn(
    tx,
    merchantId,
    items.map((item) => ({ day: item.settlement_date, to: item.to })),
    today,
  );
  const landingOf = (item: (typeof items)[number]) =>
    payments.get(`${item.settlement_date}|${item.to.destination}`) as { id: number; paid: boolean };

  // Card installments: the free unit of (payment, day, arrangement), made when missing.
  const cards = items.filter((item) => item.arrangement_id !== null);
  const unitOf = new Map<string, number>();
  const unitKey = (paymentId: number, day: string, arrangementId: number) => `${paymentId}|${day}|${arrangementId}`;
  if (cards.length > 0) {
    const found = rowsOf<{ id: number; payment_id: number; day: string; arrangement_id: number }>(
      await tx.execute(sql`SELECT DISTINCT ON (u.payment_id, u.dt_liquidation, u.arrangement_id)
          u.id, u.payment_id, u.dt_liquidation::text AS day, u.arrangement_id
        FROM receivable_unit u
       WHERE u.merchant_id = ${merchantId} AND NOT u.contract_effect
         AND (u.payment_id, u.arrangement_id) IN (${sql.join(
           cards.map((c) => sql`(${landingOf(c).id}::int, ${c.arrangement_id}::int)`),
           sql`, `,
         )})
       ORDER BY u.payment_id, u.dt_liquidation, u.arrangement_id, u.id`),
    );
    for (const unit of found) unitOf.set(unitKey(unit.payment_id, unit.day, unit.arrangement_id), unit.id);
    const missing = new Map<string, { paymentId: number; day: string; arrangement_id: number }>();
    for (const c of cards) {
      const key = unitKey(landingOf(c).id, c.settlement_date, c.arrangement_id as number);
      if (!unitOf.has(key))
        missing.set(key, {
          paymentId: landingOf(c).id,
          day: c.settlement_date,
          arrangement_id: c.arrangement_id as number,
        });
    }
    for (const m of missing.values()) {
      const [made] = await newUnits(
        tx,
        merchantId,
        m.day,
        m.paymentId,
        [{ arrangement_id: m.arrangement_id, amount: 0, n: 0 }],
        today,
      );
      if (made) unitOf.set(unitKey(m.paymentId, m.day, m.arrangement_id), made.id);
    }
    const perUnit = new Map<number, { net: number; n: number }>();
    for (const c of cards) {
      const unitId = unitOf.get(unitKey(landingOf(c).id, c.settlement_date, c.arrangement_id as number)) as number;
      const sum = perUnit.get(unitId) ?? { net: 0, n: 0 };
      perUnit.set(unitId, { net: sum.net + c.net_cents, n: sum.n + 1 });
    }
    const grown = sql.join(
      [...perUnit].map(([id, g]) => sql`(${id}::int, ${g.net}::int, ${g.n}::int)`),
      sql`, `,
    );
    await tx.execute(sql`UPDATE receivable_unit u SET amount_cents = u.amount_cents + g.net,
        payable_cents = u.payable_cents + g.net, installment_count = u.installment_count + g.n
      FROM (VALUES ${grown}) AS g(id, net, n) WHERE u.id = g.id`);
    // The merchant's share of each unit's CERC payout grows as much (a row made when missing).
    await tx.execute(sql`WITH g(id, net, n) AS (VALUES ${grown}),
      grew AS (UPDATE cerc_ur_payment c SET amount_cents = c.amount_cents + g.net FROM g
                WHERE c.receivable_unit_id = g.id AND c.contract_effect_id IS NULL RETURNING c.receivable_unit_id)
      INSERT INTO cerc_ur_payment (merchant_id, receivable_unit_id, payment_id, contract_effect_id,
          recipient_document, recipient_name, amount_cents, payment_date, paid)
      SELECT ${merchantId}::int, u.id, u.payment_id, NULL, d.value, m.merchant_name, g.net, u.dt_liquidation, u.paid
        FROM g JOIN receivable_unit u ON u.id = g.id
        JOIN merchant m ON m.id = u.merchant_id
        JOIN merchant_document d ON d.merchant_id = m.id AND d.document_type_id = ${DOCUMENT_TYPE.CNPJ}::int
       WHERE g.id NOT IN (SELECT receivable_unit_id FROM grew)`);
  }

  const placed = items.map((item) => ({
    receivableId: item.id,
    unitId:
      item.arrangement_id === null
        ? null
        : (unitOf.get(unitKey(landingOf(item).id, item.settlement_date, item.arrangement_id)) ?? null),
    paymentId: landingOf(item).id,
    paid: landingOf(item).paid,
    net: item.net_cents,
  }));
  await tx.execute(sql`UPDATE financial_receivable f SET receivable_unit_id = p.unit, payment_id = p.payment
    FROM (VALUES ${sql.join(
      placed.map((p) => sql`(${p.receivableId}::int, ${p.unitId}::int, ${p.paymentId}::int)`),
      sql`, `,
    )}) AS p(id, unit, payment)
    WHERE f.merchant_id = ${merchantId} AND f.id = p.id`);
  const perPayment = new Map<number, number>();
  for (const p of placed) perPayment.set(p.paymentId, (perPayment.get(p.paymentId) ?? 0) + p.net);
  await tx.execute(sql`UPDATE payment p SET amount_cents = p.amount_cents + g.net
    FROM (VALUES ${sql.join(
      [...perPayment].map(([id, net]) => sql`(${id}::int, ${net}::int)`),
      sql`, `,
    )}) AS g(id, net) WHERE p.id = g.id`);
  return placed.map(({ receivableId, paymentId, paid }) => ({ receivableId, paymentId, paid }));
}

/**
 * The merchant's payments of these days and accounts, made (empty) where missing, in one
 * INSERT … ON CONFLICT on the one-payment-per-day-and-destination key; keyed `day|destination`.
 */
async function paymentsOn(
  tx: Tx,
  merchantId: number,
  wanted: readonly { day: string; to: { id: number; destination: string } }[],
  today: string,
): Promise<Map<string, { id: number; paid: boolean }>> {
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
