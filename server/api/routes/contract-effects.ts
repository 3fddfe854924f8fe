import { Hono } from 'hono';
import * as v from 'valibot';
import type { Db } from '../../db/index.ts';
import {
  EFFECT_DATE_TYPES,
  EFFECT_SORTS,
  effectSorting,
  getEffect,
  listEffects,
  type EffectSortKey,
} from '../../db/queries/contract-effects.ts';
import { getUnitRow, unitView } from '../../db/queries/receivable-units.ts';
import { EFFECT_OPERATIONS, EFFECT_TYPES } from '../../domain/receivable-codes.ts';
import type { ApiEnv } from '../env.ts';
import { recordNotFound } from '../errors.ts';
import {
  BooleanParam,
  dateOrder,
  DateParam,
  DocumentParam,
  IntegerParam,
  IntegersIn,
  OneOf,
  pagingEntries,
  parseQuery,
  sortingEntries,
  StringsIn,
  TextParam,
  UNKNOWN_PARAMETER,
  type QuerySpec,
} from '../list-params.ts';
import { IdParam, parseInput } from '../validate.ts';

const SORT_KEYS = Object.keys(EFFECT_SORTS) as [EffectSortKey, ...EffectSortKey[]];

const EffectQuery = v.strictObject(
  {
    ...pagingEntries(20),
    ...sortingEntries(SORT_KEYS, 'created_at', true),
    effect_type: v.optional(IntegersIn(EFFECT_TYPES.map((e) => e.id))),
    operation: v.optional(StringsIn(EFFECT_OPERATIONS.map((o) => o.id))),
    // Spec section 5: 'Depreciado' defaults to false.
    deprecated: v.optional(BooleanParam, 'false'),
    smoke_contract_effect: v.optional(BooleanParam),
    date_type: v.optional(OneOf(EFFECT_DATE_TYPES), 'created_at'),
    start_date: v.optional(DateParam),
    end_date: v.optional(DateParam),
    receivable_unit_id: v.optional(IntegerParam(1, 999_999_999, 'Deve ser um número inteiro positivo')),
    contract_identifier: v.optional(TextParam(60)),
    beneficiary_doc: v.optional(
      v.pipe(
        TextParam(18),
        v.transform((d) => d.replace(/[.\-/\s]/g, '').toUpperCase()),
      ),
    ),
    protocol: v.optional(TextParam(40)),
    receiving_end_user_document: v.optional(DocumentParam),
    // The CERC code is a UUID; case does not matter to whoever pastes it.
    cerc_code: v.optional(v.pipe(TextParam(36), v.toLowerCase())),
  },
  UNKNOWN_PARAMETER,
);
const EFFECT_QUERY: QuerySpec<typeof EffectQuery> = {
  schema: EffectQuery,
  multi: ['effect_type', 'operation'],
  rules: [dateOrder('start_date', 'end_date')],
};

const Params = v.object({ id: IdParam });

export function contractEffectRoutes(db: Db): Hono<ApiEnv> {
  return new Hono<ApiEnv>()
    .get('/v1/app/contract_effect', async (c) => {
      const { page, perPage, sortBy, sortDesc, ...filter } = parseQuery(c, EFFECT_QUERY);
      return c.json(
        await listEffects(db.orm, c.get('merchantId'), filter, effectSorting(sortBy, sortDesc), page, perPage),
      );
    })
    .get('/v1/app/contract_effect/:id', async (c) => {
      const { id } = parseInput(Params, c.req.param());
      const merchantId = c.get('merchantId');
      const effect = await getEffect(db.orm, merchantId, id);
      if (!effect) throw recordNotFound();
      const unit = await getUnitRow(db.orm, merchantId, effect.receivable_unit_id);
      return c.json({ ...effect, receivable_unit: unit ? unitView(unit) : null });
    });
}
