import { asc, eq, sql } from 'drizzle-orm';
import { DOCUMENT_TYPE } from '../../domain/codes.ts';
import { merchant_bank_account as account } from '../schema/index.ts';
import { destinationAccount, newUnits, paymentsOn, type Landing } from './placement.ts';
import type { Tx } from './tx.ts';

/**
 * Placing a live sale's new installments (decision 031), set-based whatever their number: the
 * payment each lands in, the free receivable unit each card one joins, and the sums they add.
 * The caller holds the merchant's money lock.
 */

export interface NewInstallment {
  id: number;
  settlement_date: string;
  arrangement_id: number | null;
  net_cents: number;
}

/** An installment with the account it lands in. */
type Routed = NewInstallment & { to: { id: number; destination: string } };
/** A card installment (its arrangement known) with the payment it lands in. */
type CardItem = Routed & { arrangement_id: number; landing: Landing };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const unitKey = (paymentId: number, day: string, arrangementId: number) => `${paymentId}|${day}|${arrangementId}`;
const cardKey = (card: CardItem) => unitKey(card.landing.id, card.settlement_date, card.arrangement_id);

/**
 * Places new installments of the merchant (a live sale's): a card one joins the merchant's
 * receivable unit of its day and arrangement that no contract effect binds (a new one, with the
 * merchant's CERC payout row, when there is none) and that unit's payment; a boleto or Pix credit
 * lands in the day's payment of the bank account. Sets each one's unit and payment and adds its
 * net to them. Answers where each landed, for the sale's journal entry.
 */
export async function placeInstallments(
  tx: Tx,
  merchantId: number,
  installments: readonly NewInstallment[],
  today: string,
): Promise<{ receivableId: number; paymentId: number; paid: boolean }[]> {
  if (installments.length === 0) return [];
  const accounts = await tx.select().from(account).where(eq(account.merchant_id, merchantId)).orderBy(asc(account.id));
  const items = installments.map((item) => ({
    ...item,
    to: destinationAccount(accounts, merchantId, item.arrangement_id),
  }));
  const payments = await paymentsOn(
    tx,
    merchantId,
    items.map((item) => ({ day: item.settlement_date, to: item.to })),
    today,
  );
  const landingOf = (item: Routed) => payments.get(`${item.settlement_date}|${item.to.destination}`) as Landing;

  const cards = items.flatMap((item): CardItem[] =>
    item.arrangement_id === null ? [] : [{ ...item, arrangement_id: item.arrangement_id, landing: landingOf(item) }],
  );
  const unitOf = cards.length > 0 ? await joinCardUnits(tx, merchantId, cards, today) : new Map<string, number>();

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
  await recordPlacement(tx, merchantId, placed);
  return placed.map(({ receivableId, paymentId, paid }) => ({ receivableId, paymentId, paid }));
}

/**
 * Card installments: the free unit of (payment, day, arrangement) of each, made when missing,
 * grown by their net and count, as is the merchant's share of its CERC payout. Answers the units
 * by `unitKey`.
 */
async function joinCardUnits(
  tx: Tx,
  merchantId: number,
  cards: readonly CardItem[],
  today: string,
): Promise<Map<string, number>> {
  const unitOf = await freeUnits(tx, merchantId, cards);
  const missing = new Map<string, { paymentId: number; day: string; arrangement_id: number }>();
  for (const c of cards) {
    const key = cardKey(c);
    if (!unitOf.has(key))
      missing.set(key, { paymentId: c.landing.id, day: c.settlement_date, arrangement_id: c.arrangement_id });
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
    const unitId = unitOf.get(cardKey(c)) as number;
    const sum = perUnit.get(unitId) ?? { net: 0, n: 0 };
    perUnit.set(unitId, { net: sum.net + c.net_cents, n: sum.n + 1 });
  }
  await growUnits(tx, merchantId, perUnit);
  return unitOf;
}

/** The units no contract effect binds of the cards' payments and arrangements, by `unitKey`. */
async function freeUnits(tx: Tx, merchantId: number, cards: readonly CardItem[]): Promise<Map<string, number>> {
  const found = rowsOf<{ id: number; payment_id: number; day: string; arrangement_id: number }>(
    await tx.execute(sql`SELECT DISTINCT ON (u.payment_id, u.dt_liquidation, u.arrangement_id)
        u.id, u.payment_id, u.dt_liquidation::text AS day, u.arrangement_id
      FROM receivable_unit u
     WHERE u.merchant_id = ${merchantId} AND NOT u.contract_effect
       AND (u.payment_id, u.arrangement_id) IN (${sql.join(
         cards.map((c) => sql`(${c.landing.id}::int, ${c.arrangement_id}::int)`),
         sql`, `,
       )})
     ORDER BY u.payment_id, u.dt_liquidation, u.arrangement_id, u.id`),
  );
  return new Map(found.map((unit) => [unitKey(unit.payment_id, unit.day, unit.arrangement_id), unit.id]));
}

/** Adds each unit's new net and count, and as much to the merchant's share of its CERC payout. */
async function growUnits(tx: Tx, merchantId: number, perUnit: ReadonlyMap<number, { net: number; n: number }>) {
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

/** Sets each installment's unit and payment, and adds their net to the payments. */
async function recordPlacement(
  tx: Tx,
  merchantId: number,
  placed: readonly { receivableId: number; unitId: number | null; paymentId: number; net: number }[],
) {
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
}
