import * as contract from '../../../contract/contract-effects.ts';
import type { Db } from '../../db/index.ts';
import { effectSorting, getEffect, listEffects } from '../../db/queries/contract-effects.ts';
import { getUnitRow } from '../../db/queries/receivable-units.ts';
import { recordNotFound } from '../errors.ts';
import { contractRouter, type RouteOptions } from '../route.ts';
import { effectView } from '../views/contract-effects.ts';
import { unitView } from '../views/receivable-units.ts';

/** Contract effects (contract/contract-effects.ts): the list and one effect with its unit. */
export function contractEffectRoutes(db: Db, options: RouteOptions) {
  return contractRouter(options)
    .on(contract.effectList, async ({ c, query }) => {
      const { page, perPage, sortBy, sortDesc, ...filter } = query;
      const sorting = effectSorting(sortBy, sortDesc);
      const { rows, total } = await listEffects(db.orm, c.get('merchantId'), filter, sorting, page, perPage);
      return { data: rows.map(({ effect, arrangement_id }) => effectView(effect, arrangement_id)), total };
    })
    .on(contract.effectDetail, async ({ c, params }) => {
      const merchantId = c.get('merchantId');
      const found = await getEffect(db.orm, merchantId, params.id);
      if (!found) throw recordNotFound();
      const unit = await getUnitRow(db.orm, merchantId, found.effect.receivable_unit_id);
      return { ...effectView(found.effect, found.arrangement_id), receivable_unit: unit ? unitView(unit) : null };
    });
}
