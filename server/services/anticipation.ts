import { brl } from '../../contract/rules/money.ts';
import type { Orm } from '../db/driver.ts';
import { insertSimulation, receivablesFrom } from '../db/queries/anticipation-simulation.ts';
import { moveToCreditDate } from '../db/queries/anticipation-move.ts';
import { notify } from '../db/queries/notification-events.ts';
import {
  insertAnticipation,
  lockSimulation,
  stillFree,
  type AnticipationRecord,
} from '../db/queries/anticipation-confirm.ts';
import {
  creditDateAfter,
  percentOf,
  SANDBOX_RATE_MONTHLY_BP,
  SIMULATION_TTL_MINUTES,
} from '../domain/anticipation/math.ts';
import type { MoneyAnswer, MoneyOutcome } from '../domain/idempotency.ts';
import type { MoneyPausePhase } from '../domain/money-pause.ts';
import { anticipationEvent } from '../domain/notifications/messages.ts';
import { dateOfInstant, toZonedIso } from '../domain/zone.ts';
import { keyedMoneyTransaction } from './money-transaction.ts';

/**
 * Confirms a simulation (decision 030; its money, decision 031): one keyed money transaction. The
 * merchant's lock serialises its confirmations and refunds (other merchants never wait: ids come
 * from sequences); the receivables are re-checked at the date and value they were priced at, and
 * the anticipation, the move and its ANTICIPATION entry commit together or not at all.
 */

const refusal = (status: number, message: string): MoneyOutcome => ({
  answer: { status, body: { message } },
  keep: false,
});
const ALREADY_USED = refusal(409, 'Esta simulação já foi usada.');
const EXPIRED = refusal(410, 'A simulação expirou: simule novamente.');
const TAKEN = refusal(
  409,
  'Parte dos recebíveis da simulação já não está disponível (antecipada ou estornada): simule novamente.',
);
const NOT_FOUND = refusal(404, 'Registro não encontrado.');

export interface ConfirmRequest {
  merchantId: number;
  simulationId: string;
  key: string;
  now: Date;
  /** Today's credit date: a simulation priced for another day is stale. */
  creditDate: string;
  /** The data's today (payments up to it are paid). */
  today: string;
  /** Test only: the crash test's stops (domain/money-pause.ts). */
  pause?: (phase: MoneyPausePhase) => Promise<void>;
}

export function confirmAnticipation(
  orm: Orm,
  r: ConfirmRequest,
  view: (row: AnticipationRecord) => Record<string, unknown>,
): Promise<MoneyAnswer> {
  return keyedMoneyTransaction(
    orm,
    {
      merchantId: r.merchantId,
      scope: 'anticipation',
      key: r.key,
      fingerprint: r.simulationId,
      now: r.now,
      ...(r.pause ? { pause: r.pause } : {}),
    },
    async ({ tx }) => {
      const sim = await lockSimulation(tx, r.merchantId, r.simulationId);
      if (!sim) return NOT_FOUND;
      if (sim.anticipation_id !== null) return ALREADY_USED;
      if (sim.expires_at.getTime() <= r.now.getTime() || sim.credit_date !== r.creditDate) return EXPIRED;
      if ((await stillFree(tx, r.merchantId, sim)) !== sim.receivables_count) return TAKEN;
      const row = await insertAnticipation(tx, sim, r.now);
      await r.pause?.('moved');
      await moveToCreditDate(
        tx,
        {
          merchantId: r.merchantId,
          kind: 'ANTICIPATION',
          causeId: row.id,
          transactionId: null,
          date: dateOfInstant(r.now),
          at: r.now,
        },
        row.id,
        sim.credit_date,
        r.today,
      );
      await notify(
        tx,
        anticipationEvent({
          merchantId: r.merchantId,
          anticipationId: row.id,
          netCents: row.net_cents,
          creditDate: sim.credit_date,
          at: r.now,
        }),
      );
      return { answer: { status: 201, body: view(row) }, keep: true };
    },
  );
}

/** A simulation refused, with its Portuguese reason (a 400). */
export class SimulationRefused extends Error {}

/** The receivables a simulation answers with; the rest are read with GET …/simulation/{id}/receivables. */
const SIMULATION_FIRST_PAGE = 20;

/**
 * Simulates anticipating `amount` for the merchant (decision 030): the nearest whole
 * receivables while their sum stays ≤ it, priced at the sandbox's rate, stored for 15 minutes.
 * The credit date is the next bank day after the data's today. The answer carries the totals and
 * the first page of receivables, so its size does not grow with the amount.
 */
export async function simulateAnticipation(orm: Orm, merchantId: number, amount: number, today: string, at: Date) {
  const credit = creditDateAfter(today);
  const rateBp = SANDBOX_RATE_MONTHLY_BP;
  const expiresAt = new Date(at.getTime() + SIMULATION_TTL_MINUTES * 60_000);
  const { available, nearest, stored } = await insertSimulation(orm, {
    merchantId,
    amount,
    rateBp,
    creditDate: credit,
    at,
    expiresAt,
  });
  if (amount > available) {
    throw new SimulationRefused(`O valor passa do disponível para antecipar (${brl(available)}).`);
  }
  if (!stored) {
    throw new SimulationRefused(
      `O valor é menor que o do recebível mais próximo (${brl(nearest ?? available)}): recebíveis não são divididos.`,
    );
  }
  const { id, ...totals } = stored;
  return {
    simulation_id: id,
    ...totals,
    rate_monthly: percentOf(rateBp),
    receivables: await receivablesFrom(orm, id, 0, SIMULATION_FIRST_PAGE),
    credit_date: credit,
    expires_at: toZonedIso(expiresAt),
  };
}
