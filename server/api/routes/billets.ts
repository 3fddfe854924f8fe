import { Hono, type Context, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { Db } from '../../db/index.ts';
import { billetView, eventsOf, findBillet, type BilletRecord } from '../../db/queries/billet-records.ts';
import {
  BILLET_SORTS,
  BILLET_STATUSES,
  billetBatches,
  cancelBillets,
  hasBilletPlan,
  instructBillet,
  listBillets,
  ourNumberSequence,
  secondCopy,
} from '../../db/queries/billets.ts';
import { todayInZone } from '../../domain/zone.ts';
import { brDate, isIsoDay, validateInstruction } from '../../domain/billet/terms.ts';
import { exportResponse } from '../../export/index.ts';
import { readJson } from '../body.ts';
import type { ApiEnv } from '../env.ts';
import { ApiError, invalidParameters, recordNotFound } from '../errors.ts';
import { billetColumns } from '../export-columns.ts';
import { exportFormat } from '../export-format.ts';
import {
  CentsParam,
  DateParam,
  dateOrder,
  numberOrder,
  pagingEntries,
  parseBody,
  parseQuery,
  sortingEntries,
  StringsIn,
  TextParam,
  UNKNOWN_PARAMETER,
  type QuerySpec,
} from '../list-params.ts';
import { IdParam, parseInput } from '../validate.ts';

const noBilletPlan = () => new ApiError(403, 'Boletos não habilitados para este lojista.');
const notRegistered = () => new ApiError(409, 'Somente boletos registrados podem ser alterados.');

/** 403 for a merchant without a 'Boleto' plan, on every boleto route (docs/api.md "Boletos"). */
export const requireBilletPlan =
  (db: Db): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    if (!(await hasBilletPlan(db.orm, c.get('merchantId')))) throw noBilletPlan();
    await next();
  };

const BilletQuery = v.strictObject(
  {
    // Spec §9: 10 per page, by due date, latest first.
    ...pagingEntries(10),
    ...sortingEntries(BILLET_SORTS, 'due_date', true),
    billet_status: v.optional(StringsIn(BILLET_STATUSES)),
    start_date: v.optional(DateParam),
    end_date: v.optional(DateParam),
    billet_payer: v.optional(TextParam(100)),
    billet_payer_document: v.optional(TextParam(18)),
    billet_value_min: v.optional(CentsParam),
    billet_value_max: v.optional(CentsParam),
    our_number: v.optional(TextParam(20)),
    external_id: v.optional(TextParam(50)),
  },
  UNKNOWN_PARAMETER,
);

export const BILLET_QUERY: QuerySpec<typeof BilletQuery> = {
  schema: BilletQuery,
  multi: ['billet_status'],
  rules: [dateOrder('start_date', 'end_date'), numberOrder('billet_value_min', 'billet_value_max')],
};

const CancelBody = v.strictObject(
  {
    bank_billets: v.pipe(
      v.array(
        v.strictObject(
          {
            id: v.pipe(v.number('Informe o id'), v.integer('Informe o id'), v.minValue(1, 'Informe o id')),
            our_number: v.pipe(
              v.string('Informe o nosso número'),
              v.minLength(1, 'Informe o nosso número'),
              v.maxLength(20),
            ),
          },
          'Campo desconhecido',
        ),
        'Envie bank_billets: [{ id, our_number }]',
      ),
      v.minLength(1, 'O campo bank_billets não atingiu o limite mínimo de 1 itens'),
      v.maxLength(100, 'O campo bank_billets ultrapassou o limite máximo de 100 itens'),
    ),
  },
  'Campo desconhecido',
);

const Params = v.object({ id: IdParam });
const originOf = (c: Context, publicUrl: string | undefined) => publicUrl ?? new URL(c.req.url).origin;

/** The billet list, its export, cancellations, bank instructions and second copies. */
export function billetRoutes(db: Db, publicUrl?: string): Hono<ApiEnv> {
  const views = async (c: Context, rows: readonly BilletRecord[]) => {
    const events = await eventsOf(
      db.orm,
      rows.map((r) => r.id),
    );
    return rows.map((row) => billetView(row, events.get(row.id) ?? [], originOf(c, publicUrl)));
  };
  const registered = async (c: Context<ApiEnv>, id: number) => {
    const row = await findBillet(db.orm, c.get('merchantId'), id);
    if (!row || row.status === 'WAITING_REGISTER') throw recordNotFound();
    if (row.status !== 'WAITING_RETURN') throw notRegistered();
    return row;
  };

  return new Hono<ApiEnv>()
    .use('/v1/app/billet', requireBilletPlan(db))
    .use('/v1/app/billet/*', requireBilletPlan(db))
    .get('/v1/billet/layouts', (c) =>
      c.json([
        { id: 1, name: 'Itaú 109 — CNAB 240', nickname: 'ITAU_109_240' },
        { id: 2, name: 'Itaú 109 — CNAB 400', nickname: 'ITAU_109_400' },
      ]),
    )
    .get('/v1/app/billet', async (c) => {
      const { page, perPage, sortBy, sortDesc, ...filter } = parseQuery(c, BILLET_QUERY);
      const { rows, total } = await listBillets(
        db.orm,
        c.get('merchantId'),
        filter,
        { sortBy, sortDesc },
        page,
        perPage,
      );
      const origin = originOf(c, publicUrl);
      return c.json({ data: rows.map(({ row, history }) => billetView(row, history, origin)), total });
    })
    .get('/v1/app/billet/export/:format', (c) => {
      const format = exportFormat(c.req.param('format'));
      const { page: _p, perPage: _pp, sortBy, sortDesc, ...filter } = parseQuery(c, BILLET_QUERY);
      return exportResponse(format, {
        filename: `boletos-${todayInZone()}`,
        sheetName: 'Boletos',
        columns: billetColumns,
        rows: billetBatches(db.orm, c.get('merchantId'), filter, { sortBy, sortDesc }),
      });
    })
    .patch('/v1/app/billet/cancel', async (c) => {
      const { bank_billets } = parseBody(CancelBody, await readJson(c));
      const outcomes = await cancelBillets(db.orm, c.get('merchantId'), bank_billets, new Date());
      return c.json({
        cancelled: outcomes.filter((o) => o.cancelled).map(({ id, our_number }) => ({ id, our_number })),
        refused: outcomes.flatMap((o) =>
          o.cancelled ? [] : [{ id: o.id, our_number: o.our_number, message: o.message }],
        ),
      });
    })
    .put('/v1/app/billet/second_copy/:id', async (c) => {
      const { id } = parseInput(Params, c.req.param());
      const row = await registered(c, id);
      const body = await readJson(c);
      const dueDate = (body as { due_date?: unknown } | null)?.due_date;
      const today = todayInZone();
      if (!isIsoDay(dueDate)) throw invalidParameters(['due_date: Data inválida']);
      if (dueDate < today)
        throw invalidParameters([`due_date: O campo Vencimento deve ser maior ou igual a ${brDate(today)}`]);
      const updated = await secondCopy(db.orm, row, dueDate, new Date());
      const [view] = await views(c, [updated]);
      return c.json({ billet: view, checkout_url: view?.checkout_url });
    })
    .put('/v1/app/billet/:id', async (c) => {
      const { id } = parseInput(Params, c.req.param());
      const ourNumber = c.req.query('our_number');
      const row = await registered(c, id);
      if (!ourNumber || ourNumberSequence(ourNumber) !== ourNumberSequence(row.our_number ?? ''))
        throw invalidParameters(['our_number: Nosso número não confere.']);
      const result = validateInstruction(await readJson(c), row, todayInZone());
      if (!result.ok) throw invalidParameters(result.errors.map((e) => `${e.field}: ${e.message}`));
      const [view] = await views(c, [await instructBillet(db.orm, row, result.value, new Date())]);
      return c.json(view);
    });
}
