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
import { cercPaymentDetailView, cercPaymentView, cercUnitView } from '../views/cerc.ts';
import { receivableView } from '../views/receivables.ts';
import { unitDetailView, unitView } from '../views/receivable-units.ts';

/** Receivable units and their registry side (contract/receivable-units.ts). */
export function receivableUnitRoutes(db: Db, options: RouteOptions) {
  const found = <T>(value: T | null): T => {
    if (value === null) throw recordNotFound();
    return value;
  };
  const installments = ({ rows, total, sum }: Awaited<ReturnType<typeof unitInstallments>>) => ({
    data: rows.map((row) => receivableView(row, row)),
    total,
    sum,
  });
  return contractRouter(options)
    .on(contract.unitList, async ({ c, query }) => {
      const { page, perPage, sortBy, sortDesc, ...filter } = query;
      const sorting = unitSorting(sortBy, sortDesc);
      const { rows, total } = await listUnits(db.orm, c.get('merchantId'), filter, sorting, page, perPage);
      return { data: rows.map(unitView), total };
    })
    .on(contract.unitDetail, async ({ c, params }) =>
      unitDetailView(found(await unitDetail(db.orm, c.get('merchantId'), params.id))),
    )
    .on(contract.unitInstallments, async ({ c, params, query }) => {
      const unit = found(await getUnitRow(db.orm, c.get('merchantId'), params.id));
      return installments(await unitInstallments(db.orm, c.get('merchantId'), unit, query.page, query.perPage));
    })
    .on(contract.cercPaymentList, async ({ c, query }) => {
      const { page, perPage, sortBy, sortDesc, ...filter } = query;
      const sorting = cercPaymentSorting(sortBy, sortDesc);
      const { rows, total } = await listCercPayments(db.orm, c.get('merchantId'), filter, sorting, page, perPage);
      return { data: rows.map(({ row, arrangement_id }) => cercPaymentView(row, arrangement_id)), total };
    })
    .on(contract.cercPaymentDetail, async ({ c, params }) =>
      cercPaymentDetailView(found(await cercPaymentDetail(db.orm, c.get('merchantId'), params.id))),
    )
    .on(contract.cercPaymentInstallments, async ({ c, params, query }) => {
      const merchantId = c.get('merchantId');
      const payout = await getCercPaymentRow(db.orm, merchantId, params.id);
      const unit = found(payout && (await getUnitRow(db.orm, merchantId, payout.row.receivable_unit_id)));
      return installments(await unitInstallments(db.orm, merchantId, unit, query.page, query.perPage));
    })
    .on(contract.cercUnit, async ({ c, params }) =>
      cercUnitView(found(await cercUnit(db.orm, c.get('merchantId'), params.id))),
    );
}
