import { and, eq, sql } from 'drizzle-orm';
import type { Orm } from '../driver.ts';
import {
  anticipation,
  anticipation_key as keys,
  anticipation_simulation as simulation,
  financial_receivable as fr,
} from '../schema/index.ts';
import { anticipable, anticipationView } from './anticipation.ts';
import { moveToCreditDate } from './anticipation-move.ts';
import { lockMerchantMoney } from './money-lock.ts';

/**
 * Confirms a simulation: ONE transaction (decision 026) that holds the anticipation lock, so
 * concurrent confirmations queue: the key's answer, the checks, the anticipation, the moved
 * receivables, units and payments and the saved answer commit together or not at all. A retry
 * with the same key and body finds the saved answer and replays it; refusals are not saved
 * (as the card payment's: the same key may succeed once the cause is gone).
 */

export type ConfirmAnswer = { status: number; body: Record<string, unknown> };

const refusal = (status: number, message: string): ConfirmAnswer => ({ status, body: { message } });
export const KEY_REUSED = refusal(409, 'Esta Idempotency-Key já foi usada com outra simulação.');
export const ALREADY_USED = refusal(409, 'Esta simulação já foi usada.');
export const EXPIRED = refusal(410, 'A simulação expirou: simule novamente.');
export const TAKEN = refusal(
  409,
  'Parte dos recebíveis da simulação já não está disponível (antecipada ou estornada): simule novamente.',
);
export const NOT_FOUND = refusal(404, 'Registro não encontrado.');

/** Any number: it names the one advisory lock every confirmation takes (ids are max + 1). */
const ANTICIPATION_LOCK = 2_311_023;

interface Simulated {
  id: number;
  original_date: string;
  amount: number;
  fee: number;
}

export interface ConfirmRequest {
  merchantId: number;
  simulationId: string;
  key: string;
  now: Date;
  /** Today's credit date: a simulation priced for another day is stale. */
  creditDate: string;
}

export function confirmAnticipation(orm: Orm, r: ConfirmRequest): Promise<ConfirmAnswer> {
  return orm.transaction(async (tx) => {
    // The merchant's money lock first, as a refund takes it: one order, no deadlock.
    await lockMerchantMoney(tx, r.merchantId);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ANTICIPATION_LOCK})`);
    const [held] = await tx
      .select()
      .from(keys)
      .where(and(eq(keys.merchant_id, r.merchantId), eq(keys.key, r.key)));
    if (held) {
      if (held.fingerprint !== r.simulationId) return KEY_REUSED;
      return { status: held.status_code, body: JSON.parse(held.response) as Record<string, unknown> };
    }
    const [sim] = await tx
      .select()
      .from(simulation)
      .where(and(eq(simulation.id, r.simulationId), eq(simulation.merchant_id, r.merchantId)));
    if (!sim) return NOT_FOUND;
    if (sim.anticipation_id !== null) return ALREADY_USED;
    if (sim.expires_at.getTime() <= r.now.getTime() || sim.credit_date !== r.creditDate) return EXPIRED;

    // Each receivable still free, at the date and value it was priced at (a refund changes them).
    const priced = JSON.parse(sim.receivables) as Simulated[];
    const still = await tx
      .select({ id: fr.id })
      .from(fr)
      .where(
        and(
          anticipable(r.merchantId, sim.credit_date),
          sql`(${fr.id}, ${fr.settlement_date}::text, ${fr.net_cents}) IN
            (SELECT (e->>'id')::int, e->>'original_date', (e->>'amount')::int
               FROM jsonb_array_elements(${sim.receivables}::jsonb) e)`,
        ),
      )
      .for('update');
    if (still.length !== priced.length) return TAKEN;

    const [row] = await tx
      .insert(anticipation)
      .values({
        merchant_id: r.merchantId,
        simulation_id: sim.id,
        amount_cents: sim.amount_cents,
        fee_cents: sim.fee_cents,
        net_cents: sim.net_cents,
        rate_monthly_bp: sim.rate_monthly_bp,
        credit_date: sim.credit_date,
        receivables_count: priced.length,
        created_at: r.now,
      })
      .returning();
    if (!row) throw new Error('confirmAnticipation: no row returned');
    await tx.execute(sql`INSERT INTO anticipation_receivable
        (anticipation_id, merchant_id, receivable_id, original_date, amount_cents, fee_cents)
      SELECT ${row.id}, ${r.merchantId}, (e->>'id')::int, (e->>'original_date')::date, (e->>'amount')::int, (e->>'fee')::int
        FROM jsonb_array_elements(${sim.receivables}::jsonb) e`);
    await tx.update(simulation).set({ anticipation_id: row.id }).where(eq(simulation.id, sim.id));
    await moveToCreditDate(tx, r.merchantId, row.id, sim.credit_date);

    const done: ConfirmAnswer = { status: 201, body: anticipationView(row) };
    await tx.insert(keys).values({
      merchant_id: r.merchantId,
      key: r.key,
      fingerprint: r.simulationId,
      status_code: done.status,
      response: JSON.stringify(done.body),
      created_at: r.now,
    });
    return done;
  });
}
