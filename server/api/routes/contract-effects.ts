import * as contract from '../../../contract/contract-effects.ts';
import type { Db } from '../../db/index.ts';
import { effectSorting, getEffect, listEffects } from '../../db/queries/contract-effects.ts';
import { getUnitRow, unitView } from '../../db/queries/receivable-units.ts';
import { recordNotFound } from '../errors.ts';
import { contractRouter, type RouteOptions } from '../route.ts';

/** Contract effects (contract/contract-effects.ts): the list and one effect with its unit. */
export function contractEffectRoutes(db: Db, options: RouteOptions) {
  return contractRouter(options)
    .on(contract.effectList, ({ c, query }) => {
      const { page, perPage, sortBy, sortDesc, ...filter } = query;
      return listEffects(db.orm, c.get('merchantId'), filter, effectSorting(sortBy, sortDesc), page, perPage);
    })
    .on(contract.effectDetail, async ({ c, params }) => {
      const merchantId = c.get('merchantId');
      const effect = await getEffect(db.orm, merchantId, params.id);
      if (!effect) throw recordNotFound();
      const unit = await getUnitRow(db.orm, merchantId, effect.receivable_unit_id);
      return { ...effect, receivable_unit: unit ? unitView(unit) : null };
    });
}
