import * as contract from '../../../contract/anticipation.ts';
import { brl } from '../../../contract/rules/money.ts';
import type { Db } from '../../db/index.ts';
import { availableFor, insertSimulation, listAnticipations, nearestCandidates } from '../../db/queries/anticipation.ts';
import {
  creditDateAfter,
  percentOf,
  SANDBOX_RATE_MONTHLY_BP,
  SIMULATION_TTL_MINUTES,
  takeReceivables,
  totalsOf,
} from '../../domain/anticipation/math.ts';
import { toZonedIso } from '../../domain/zone.ts';
import { confirmAnticipation } from '../../services/anticipation.ts';
import { anticipationView } from '../views/anticipation.ts';
import { ApiError } from '../errors.ts';
import { answer, contractRouter, type RouteOptions } from '../route.ts';

/**
 * Receivables anticipation (contract/anticipation.ts), an optional capability: what can be
 * anticipated, a simulation, its confirmation and the list. "Today" is the data's today, as for
 * payments; expiry is wall-clock time (`now`, injectable).
 */
export function anticipationRoutes(db: Db, options: RouteOptions, now: () => Date = () => new Date()) {
  const creditDate = () => creditDateAfter(db.seedDate);

  return contractRouter(options)
    .on(contract.anticipationAvailable, ({ c }) => availableFor(db.orm, c.get('merchantId'), creditDate()))
    .on(contract.anticipationSimulate, async ({ c, body }) => {
      const merchantId = c.get('merchantId');
      const { amount } = await body();
      const credit = creditDate();
      const available = await availableFor(db.orm, merchantId, credit);
      if (amount > available.amount) {
        throw new ApiError(400, `O valor passa do disponível para antecipar (${brl(available.amount)}).`);
      }
      const rateBp = SANDBOX_RATE_MONTHLY_BP;
      const taken = takeReceivables(
        await nearestCandidates(db.orm, merchantId, credit, amount),
        amount,
        rateBp,
        credit,
      );
      const first = taken[0];
      if (!first) {
        const [nearest] = await nearestCandidates(db.orm, merchantId, credit, available.amount);
        throw new ApiError(
          400,
          `O valor é menor que o do recebível mais próximo (${brl(nearest?.amount ?? available.amount)}): recebíveis não são divididos.`,
        );
      }
      const totals = totalsOf(taken);
      const at = now();
      const expiresAt = new Date(at.getTime() + SIMULATION_TTL_MINUTES * 60_000);
      const id = await insertSimulation(db.orm, {
        merchantId,
        rateBp,
        creditDate: credit,
        taken,
        at,
        expiresAt,
        ...totals,
      });
      return {
        simulation_id: id,
        ...totals,
        rate_monthly: percentOf(rateBp),
        receivables: taken,
        credit_date: credit,
        expires_at: toZonedIso(expiresAt),
      };
    })
    .on(contract.anticipationConfirm, async ({ c, headers, body }) => {
      const { simulation_id } = await body();
      const done = await confirmAnticipation(
        db.orm,
        {
          merchantId: c.get('merchantId'),
          simulationId: simulation_id,
          key: headers['Idempotency-Key'],
          now: now(),
          creditDate: creditDate(),
          today: db.seedDate,
        },
        anticipationView,
      );
      return answer(done.status, done.body);
    })
    .on(contract.anticipationList, async ({ c, query }) => {
      const { rows, total } = await listAnticipations(db.orm, c.get('merchantId'), query.page, query.perPage);
      return { data: rows.map(anticipationView), total };
    });
}
