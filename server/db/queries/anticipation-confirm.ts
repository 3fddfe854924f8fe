import { and, eq, sql } from 'drizzle-orm';
import {
  anticipation,
  anticipation_simulation as simulation,
  anticipation_simulation_receivable as priced,
  financial_receivable as fr,
} from '../schema/index.ts';
import { anticipable } from './anticipation.ts';
import type { Tx } from './tx.ts';

/**
 * An anticipation's confirmation, the storage side (the order of the steps is the service's,
 * server/services/anticipation.ts; the move and its entry are anticipation-move.ts).
 */

export type SimulationRecord = typeof simulation.$inferSelect;
export type AnticipationRecord = typeof anticipation.$inferSelect;

/** The merchant's simulation, locked; undefined when it is not the merchant's. */
export async function lockSimulation(tx: Tx, merchantId: number, id: string): Promise<SimulationRecord | undefined> {
  const [sim] = await tx
    .select()
    .from(simulation)
    .where(and(eq(simulation.id, id), eq(simulation.merchant_id, merchantId)))
    .for('update');
  return sim;
}

/**
 * How many of the simulation's receivables are still free at the date and value they were
 * priced at (a refund or another anticipation changes them), locked in id order.
 */
export async function stillFree(tx: Tx, merchantId: number, sim: SimulationRecord): Promise<number> {
  const rows = await tx
    .select({ id: fr.id })
    .from(fr)
    .where(
      and(
        anticipable(merchantId, sim.credit_date),
        sql`(${fr.id}, ${fr.settlement_date}, ${fr.net_cents}) IN
          (SELECT ${priced.receivable_id}, ${priced.original_date}, ${priced.amount_cents}
             FROM ${priced} WHERE ${priced.simulation_id} = ${sim.id})`,
      ),
    )
    .orderBy(fr.id)
    .for('update');
  return rows.length;
}

/** The anticipation, all its simulation's receivables (as priced) and the simulation marked used. */
export async function insertAnticipation(tx: Tx, sim: SimulationRecord, at: Date): Promise<AnticipationRecord> {
  const [row] = await tx
    .insert(anticipation)
    .values({
      merchant_id: sim.merchant_id,
      simulation_id: sim.id,
      amount_cents: sim.amount_cents,
      fee_cents: sim.fee_cents,
      net_cents: sim.net_cents,
      rate_monthly_bp: sim.rate_monthly_bp,
      credit_date: sim.credit_date,
      receivables_count: sim.receivables_count,
      created_at: at,
    })
    .returning();
  if (!row) throw new Error('insertAnticipation: no row returned');
  await tx.execute(sql`INSERT INTO anticipation_receivable
      (anticipation_id, merchant_id, receivable_id, original_date, amount_cents, fee_cents)
    SELECT ${row.id}::int, ${sim.merchant_id}::int, receivable_id, original_date, amount_cents, fee_cents
      FROM ${priced} WHERE simulation_id = ${sim.id}`);
  await tx.update(simulation).set({ anticipation_id: row.id }).where(eq(simulation.id, sim.id));
  return row;
}
