import type { Orm } from '../db/driver.ts';
import { moveToCreditDate } from '../db/queries/anticipation-move.ts';
import {
  insertAnticipation,
  lockSimulation,
  stillFree,
  type AnticipationRecord,
} from '../db/queries/anticipation-confirm.ts';
import type { MoneyAnswer, MoneyOutcome } from '../domain/idempotency.ts';
import { dateOfInstant } from '../domain/zone.ts';
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
export const ALREADY_USED = refusal(409, 'Esta simulação já foi usada.');
export const EXPIRED = refusal(410, 'A simulação expirou: simule novamente.');
export const TAKEN = refusal(
  409,
  'Parte dos recebíveis da simulação já não está disponível (antecipada ou estornada): simule novamente.',
);
export const NOT_FOUND = refusal(404, 'Registro não encontrado.');

export interface ConfirmRequest {
  merchantId: number;
  simulationId: string;
  key: string;
  now: Date;
  /** Today's credit date: a simulation priced for another day is stale. */
  creditDate: string;
  /** The data's today (payments up to it are paid). */
  today: string;
}

export function confirmAnticipation(
  orm: Orm,
  r: ConfirmRequest,
  view: (row: AnticipationRecord) => Record<string, unknown>,
): Promise<MoneyAnswer> {
  return keyedMoneyTransaction(
    orm,
    { merchantId: r.merchantId, scope: 'anticipation', key: r.key, fingerprint: r.simulationId, now: r.now },
    async ({ tx }) => {
      const sim = await lockSimulation(tx, r.merchantId, r.simulationId);
      if (!sim) return NOT_FOUND;
      if (sim.anticipation_id !== null) return ALREADY_USED;
      if (sim.expires_at.getTime() <= r.now.getTime() || sim.credit_date !== r.creditDate) return EXPIRED;
      const priced = (JSON.parse(sim.receivables) as unknown[]).length;
      if ((await stillFree(tx, r.merchantId, sim)) !== priced) return TAKEN;
      const row = await insertAnticipation(tx, sim, priced, r.now);
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
      return { answer: { status: 201, body: view(row) }, keep: true };
    },
  );
}
