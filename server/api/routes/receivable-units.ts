import * as contract from '../../../contract/receivable-units.ts';
import type { Db } from '../../db/index.ts';
import {
  cercPaymentDetail,
  cercPaymentSorting,
  cercUnit,
  getCercPaymentRow,
  listCercPayments,
} from '../../db/queries/cerc.ts';
import { getUnitRow, listUnits, unitDetail, unitSorting } from '../../db/queries/receivable-units.ts';
import { unitInstallments } from '../../db/queries/receivables.ts';
import { recordNotFound } from '../errors.ts';
import { contractRouter, type RouteOptions } from '../route.ts';

/** Receivable units and their registry side (contract/receivable-units.ts). */
export function receivableUnitRoutes(db: Db, options: RouteOptions) {
  const found = <T>(value: T | null): T => {
    if (value === null) throw recordNotFound();
    return value;
  };
  return contractRouter(options)
    .on(contract.unitList, ({ c, query }) => {
      const { page, perPage, sortBy, sortDesc, ...filter } = query;
      return listUnits(db.orm, c.get('merchantId'), filter, unitSorting(sortBy, sortDesc), page, perPage);
    })
    .on(contract.unitDetail, async ({ c, params }) => found(await unitDetail(db.orm, c.get('merchantId'), params.id)))
    .on(contract.unitInstallments, async ({ c, params, query }) => {
      const unit = found(await getUnitRow(db.orm, c.get('merchantId'), params.id));
      return unitInstallments(db.orm, c.get('merchantId'), unit, query.page, query.perPage);
    })
    .on(contract.cercPaymentList, ({ c, query }) => {
      const { page, perPage, sortBy, sortDesc, ...filter } = query;
      return listCercPayments(db.orm, c.get('merchantId'), filter, cercPaymentSorting(sortBy, sortDesc), page, perPage);
    })
    .on(contract.cercPaymentDetail, async ({ c, params }) =>
      found(await cercPaymentDetail(db.orm, c.get('merchantId'), params.id)),
    )
    .on(contract.cercPaymentInstallments, async ({ c, params, query }) => {
      const merchantId = c.get('merchantId');
      const payout = await getCercPaymentRow(db.orm, merchantId, params.id);
      const unit = found(payout && (await getUnitRow(db.orm, merchantId, payout.row.receivable_unit_id)));
      return unitInstallments(db.orm, merchantId, unit, query.page, query.perPage);
    })
    .on(contract.cercUnit, async ({ c, params }) => found(await cercUnit(db.orm, c.get('merchantId'), params.id)));
}
