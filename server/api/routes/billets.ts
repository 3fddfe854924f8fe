import type { Context, MiddlewareHandler } from 'hono';
import * as contract from '../../../contract/billets.ts';
import type { Db } from '../../db/index.ts';
import { eventsOf, findBillet, type BilletRecord } from '../../db/queries/billet-records.ts';
import { hasBilletPlan, instructBillet, secondCopy } from '../../db/queries/billets.ts';
import { billetBatches, listBillets, ourNumberSequence } from '../../db/queries/billet-list.ts';
import { todayInZone } from '../../domain/zone.ts';
import { cancelBillets } from '../../services/billets.ts';
import { validateInstruction } from '../../domain/billet/terms.ts';
import { brDate } from '../../domain/billet/fields.ts';
import { exportResponse } from '../../export/index.ts';
import { readJson } from '../body.ts';
import type { ApiEnv } from '../env.ts';
import { ApiError, invalidParameters, recordNotFound } from '../errors.ts';
import { billetColumns } from '../export-columns.ts';
import { contractRouter, type RouteOptions } from '../route.ts';
import { billetView } from '../views/billets.ts';

const noBilletPlan = () => new ApiError(403, 'Boletos não habilitados para este lojista.');
const notRegistered = () => new ApiError(409, 'Somente boletos registrados podem ser alterados.');

/** 403 for a merchant without a 'Boleto' plan, on every boleto route (docs/api.md "Boletos"). */
export const requireBilletPlan =
  (db: Db): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    if (!(await hasBilletPlan(db.orm, c.get('merchantId')))) throw noBilletPlan();
    await next();
  };

/** The bank's layouts (docs/api.md "Boletos"): what `bank_billet_layout_id` may be. */
const LAYOUTS = [
  { id: 1, name: 'Itaú 109 — CNAB 240', nickname: 'ITAU_109_240' },
  { id: 2, name: 'Itaú 109 — CNAB 400', nickname: 'ITAU_109_400' },
];

const originOf = (c: Context, publicUrl: string | undefined) => publicUrl ?? new URL(c.req.url).origin;

/** The billet list, its export, cancellations, bank instructions and second copies. */
export function billetRoutes(db: Db, options: RouteOptions, publicUrl?: string) {
  const view = async (c: Context, row: BilletRecord) => {
    const events = await eventsOf(db.orm, [row.id]);
    return billetView(row, events.get(row.id) ?? [], originOf(c, publicUrl));
  };
  const registered = async (c: Context<ApiEnv>, id: number) => {
    const row = await findBillet(db.orm, c.get('merchantId'), id);
    if (!row || row.status === 'WAITING_REGISTER') throw recordNotFound();
    if (row.status !== 'WAITING_RETURN') throw notRegistered();
    return row;
  };

  const router = contractRouter(options);
  // Before the calls: a merchant without the plan gets its 403 before any parameter is judged.
  router.app.use('/v1/app/billet', requireBilletPlan(db));
  router.app.use('/v1/app/billet/*', requireBilletPlan(db));

  router.on(contract.billetLayouts, () => LAYOUTS);

  router.on(contract.billetList, async ({ c, query }) => {
    const { page, perPage, sortBy, sortDesc, ...filter } = query;
    const { rows, total } = await listBillets(db.orm, c.get('merchantId'), filter, { sortBy, sortDesc }, page, perPage);
    const origin = originOf(c, publicUrl);
    return { data: rows.map(({ row, history }) => billetView(row, history, origin)), total };
  });

  router.on(contract.billetExport, ({ c, params, query }) => {
    const { page: _p, perPage: _pp, sortBy, sortDesc, ...filter } = query;
    return exportResponse(params.format, {
      filename: `boletos-${todayInZone()}`,
      sheetName: 'Boletos',
      columns: billetColumns,
      rows: billetBatches(db.orm, c.get('merchantId'), filter, { sortBy, sortDesc }),
    });
  });

  router.on(contract.billetCancel, async ({ c, body }) => {
    const { bank_billets } = await body();
    const outcomes = await cancelBillets(db.orm, c.get('merchantId'), bank_billets, new Date());
    return {
      cancelled: outcomes.filter((o) => o.cancelled).map(({ id, our_number }) => ({ id, our_number })),
      refused: outcomes.flatMap((o) =>
        o.cancelled ? [] : [{ id: o.id, our_number: o.our_number, message: o.message }],
      ),
    };
  });

  router.on(contract.billetSecondCopy, async ({ c, params, body }) => {
    const row = await registered(c, params.id);
    const { due_date } = await body();
    const today = todayInZone();
    if (due_date < today)
      throw invalidParameters([`due_date: O campo Vencimento deve ser maior ou igual a ${brDate(today)}`]);
    const billet = await view(c, await secondCopy(db.orm, row, due_date, new Date()));
    return { billet, checkout_url: billet.checkout_url ?? undefined };
  });

  router.on(contract.billetInstruction, async ({ c, params, query }) => {
    const row = await registered(c, params.billet_id);
    const ourNumber = query.our_number;
    if (!ourNumber || ourNumberSequence(ourNumber) !== ourNumberSequence(row.our_number ?? ''))
      throw invalidParameters(['our_number: Nosso número não confere.']);
    // Requirements §5's rules and messages, field by field, as for an upload (domain/billet/terms.ts).
    const result = validateInstruction(await readJson(c), row, todayInZone());
    if (!result.ok) throw invalidParameters(result.errors.map((e) => `${e.field}: ${e.message}`));
    return view(c, await instructBillet(db.orm, row, result.value, new Date()));
  });

  return router;
}
