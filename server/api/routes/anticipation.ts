import * as contract from '../../../contract/anticipation.ts';
import type { Db } from '../../db/index.ts';
import { availableFor, listAnticipations } from '../../db/queries/anticipation.ts';
import { simulationReceivables } from '../../db/queries/anticipation-simulation.ts';
import { creditDateAfter } from '../../domain/anticipation/math.ts';
import type { MoneyPauseHook, MoneyPausePhase } from '../../domain/money-pause.ts';
import { confirmAnticipation, SimulationRefused, simulateAnticipation } from '../../services/anticipation.ts';
import { anticipationView } from '../views/anticipation.ts';
import { ApiError, recordNotFound } from '../errors.ts';
import { answer, contractRouter, type RouteOptions } from '../route.ts';

/**
 * Receivables anticipation (contract/anticipation.ts), an optional capability: what can be
 * anticipated, a simulation and its receivables page by page, its confirmation and the list. "Today" is the data's today, as for
 * payments; expiry is wall-clock time (`now`, injectable).
 */
export function anticipationRoutes(
  db: Db,
  options: RouteOptions,
  now: () => Date = () => new Date(),
  pause?: MoneyPauseHook,
) {
  const creditDate = () => creditDateAfter(db.seedDate);

  return contractRouter(options)
    .on(contract.anticipationAvailable, ({ c }) => availableFor(db.orm, c.get('merchantId'), creditDate()))
    .on(contract.anticipationSimulate, async ({ c, body }) => {
      const { amount } = await body();
      try {
        return await simulateAnticipation(db.orm, c.get('merchantId'), amount, db.seedDate, now());
      } catch (error) {
        if (error instanceof SimulationRefused) throw new ApiError(400, error.message);
        throw error;
      }
    })
    .on(contract.anticipationSimulationReceivables, async ({ c, params, query }) => {
      const page = await simulationReceivables(
        db.orm,
        c.get('merchantId'),
        params.simulation_id,
        query.page,
        query.perPage,
      );
      if (!page) throw recordNotFound();
      return { data: page.rows, total: page.total };
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
          ...(pause ? { pause: (phase: MoneyPausePhase) => pause('anticipation', phase) } : {}),
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
