import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../driver.ts';
import {
  anticipation_simulation as simulation,
  anticipation_simulation_receivable as priced,
  financial_receivable as fr,
} from '../schema/index.ts';
import { anticipable, anticipatedValue } from './anticipation.ts';
import { offsetOf } from './list-support.ts';

/**
 * A simulation's storage (decision 030): priced and stored in one statement, its receivables
 * read a page at a time. "Everything" is some 13,600 receivables of merchant 1: reading them into
 * Node to price them and writing them back cost most of the simulation's time, so it is set-based
 * SQL, as the confirmation's move is.
 */

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * domain/anticipation/math.ts feeCents in SQL (the server tests hold the two equal): amount ×
 * rate / 30 × days, half up, in integers — round(n / d) = floor((2n + d) / 2d), n ≥ 0.
 */
function feeSql(amount: SQL, originalDate: SQL, rateBp: number, creditDate: string): SQL {
  const days = sql`greatest(0, ${originalDate} - ${creditDate}::date)`;
  return sql`((2 * ${amount}::bigint * ${rateBp}::int * ${days} + 300000) / 600000)::int`;
}

export interface NewSimulation {
  merchantId: number;
  /** The amount asked for: the nearest whole receivables whose sum stays ≤ it are taken. */
  amount: number;
  rateBp: number;
  creditDate: string;
  at: Date;
  expiresAt: Date;
}

interface StoredSimulation {
  id: string;
  amount: number;
  fee_amount: number;
  net_amount: number;
  receivables_count: number;
}

export interface SimulationOutcome {
  /** Σ of what the merchant could anticipate: an amount above it stores nothing. */
  available: number;
  /** The nearest receivable's value (null: nothing to anticipate): an amount below it stores nothing. */
  nearest: number | null;
  stored?: StoredSimulation;
}

const num = (value: unknown): number => Number(value);

/**
 * Takes the merchant's anticipable receivables from the nearest date on (then by id) while their
 * running sum stays ≤ the amount — it stops at the first that does not fit — prices each and
 * stores the simulation with them, in one statement that reads the receivables once (what is
 * available is their sum). Nothing is stored when the amount passes what is available or not
 * even the nearest fits.
 */
export async function insertSimulation(orm: Orm, s: NewSimulation): Promise<SimulationOutcome> {
  const id = randomUUID();
  const [row] = rowsOf<Record<string, unknown>>(
    await orm.execute(sql`WITH ordered AS (
        SELECT ${fr.id} AS receivable_id, ${fr.settlement_date} AS original_date, ${anticipatedValue} AS amount,
          row_number() OVER w AS n, sum(${anticipatedValue}) OVER w AS running
        FROM ${fr} WHERE ${anticipable(s.merchantId, s.creditDate)}
        WINDOW w AS (ORDER BY ${fr.settlement_date}, ${fr.id})
      ), whole AS (
        SELECT coalesce(sum(amount), 0) AS available, min(amount) FILTER (WHERE n = 1) AS nearest FROM ordered
      ), taken AS (
        SELECT n, receivable_id, original_date, amount, ${feeSql(sql`amount`, sql`original_date`, s.rateBp, s.creditDate)} AS fee
        FROM ordered, whole WHERE running <= ${s.amount} AND whole.available >= ${s.amount}
      ), stored AS (
        INSERT INTO ${simulation} (id, merchant_id, amount_cents, fee_cents, net_cents, rate_monthly_bp, credit_date,
          receivables_count, created_at, expires_at)
        SELECT ${id}::text, ${s.merchantId}::int, sum(amount), sum(fee), sum(amount) - sum(fee), ${s.rateBp}::int, ${s.creditDate}::date,
          count(*), ${s.at.toISOString()}::timestamptz, ${s.expiresAt.toISOString()}::timestamptz
        FROM taken HAVING count(*) > 0
        RETURNING amount_cents, fee_cents, net_cents, receivables_count
      ), rows AS (
        INSERT INTO ${priced} (simulation_id, n, receivable_id, original_date, amount_cents, fee_cents)
        SELECT ${id}::text, n, receivable_id, original_date, amount, fee FROM taken WHERE EXISTS (SELECT 1 FROM stored)
      )
      SELECT whole.available, whole.nearest, stored.* FROM whole LEFT JOIN stored ON true`),
  );
  const outcome: SimulationOutcome = {
    available: num(row?.available ?? 0),
    nearest: row?.nearest === null || row?.nearest === undefined ? null : num(row.nearest),
  };
  if (row?.receivables_count === null || row?.receivables_count === undefined) return outcome;
  const stored = {
    id,
    amount: num(row.amount_cents),
    fee_amount: num(row.fee_cents),
    net_amount: num(row.net_cents),
    receivables_count: num(row.receivables_count),
  };
  return { ...outcome, stored };
}

/** A simulated receivable as the API answers it (contract/anticipation.ts SimulatedReceivable). */
const receivableColumns = {
  id: priced.receivable_id,
  original_date: priced.original_date,
  amount: priced.amount_cents,
  fee: priced.fee_cents,
};

/**
 * A page of the merchant's simulation's receivables, in the order they were taken, whether the
 * simulation is still good, expired or confirmed; undefined when it is not the merchant's.
 */
export async function simulationReceivables(
  orm: Orm,
  merchantId: number,
  simulationId: string,
  page: number,
  perPage: number,
) {
  const [sim] = await orm
    .select({ total: simulation.receivables_count })
    .from(simulation)
    .where(and(eq(simulation.id, simulationId), eq(simulation.merchant_id, merchantId)));
  if (!sim) return undefined;
  return { rows: await receivablesFrom(orm, simulationId, offsetOf(page, perPage), perPage), total: sim.total };
}

/** `count` receivables after the first `skip`: a range of the primary key, however deep the page. */
export function receivablesFrom(orm: Orm, simulationId: string, skip: number, count: number) {
  return orm
    .select(receivableColumns)
    .from(priced)
    .where(and(eq(priced.simulation_id, simulationId), gt(priced.n, skip), lte(priced.n, skip + count)))
    .orderBy(asc(priced.n));
}
