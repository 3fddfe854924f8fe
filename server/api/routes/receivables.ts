import * as contract from '../../../contract/financial.ts';
import * as statsContract from '../../../contract/financial/stats.ts';
import type { Db } from '../../db/index.ts';
import { adjustmentsOf, listAdjustments } from '../../db/queries/adjustments.ts';
import { receivableStats } from '../../db/queries/receivable-stats.ts';
import { getReceivable, listReceivables, receivableBatches, receivableSorting } from '../../db/queries/receivables.ts';
import { todayInZone } from '../../domain/zone.ts';
import { exportResponse } from '../../export/index.ts';
import { recordNotFound } from '../errors.ts';
import { receivableColumns } from '../export-columns.ts';
import { contractRouter, type RouteOptions } from '../route.ts';
import { adjustmentView } from '../views/adjustments.ts';
import { receivableView } from '../views/receivables.ts';

/** The statement (contract/financial.ts): receivables, their figures, the export and adjustments. */
export function receivableRoutes(db: Db, options: RouteOptions) {
  return contractRouter(options)
    .on(contract.receivableList, async ({ c, query }) => {
      const { page, perPage, sortBy, sortDesc, ...filter } = query;
      const sorting = receivableSorting(sortBy, sortDesc);
      const { rows, total, sum } = await listReceivables(db.orm, c.get('merchantId'), filter, sorting, page, perPage);
      return { data: rows.map((row) => receivableView(row, row)), total, sum };
    })
    .on(statsContract.receivableStats, ({ c, query }) => receivableStats(db.orm, c.get('merchantId'), query))
    .on(contract.receivableExport, ({ c, params, query }) => {
      const { page: _p, perPage: _pp, sortBy, sortDesc, ...filter } = query;
      return exportResponse(params.format, {
        filename: `extrato-recebiveis-${todayInZone()}`,
        sheetName: 'Recebíveis',
        columns: receivableColumns,
        rows: receivableBatches(db.orm, c.get('merchantId'), filter, receivableSorting(sortBy, sortDesc)),
      });
    })
    .on(contract.manualAdjustments, async ({ c, query }) => {
      const { page, perPage, ...filter } = query;
      const { rows, total, sum } = await listAdjustments(db.orm, c.get('merchantId'), filter, page, perPage);
      return { data: rows.map(adjustmentView), total, sum };
    })
    .on(contract.receivableAdjustments, async ({ c, params }) => {
      const merchantId = c.get('merchantId');
      if (!(await getReceivable(db.orm, merchantId, params.financial_id))) throw recordNotFound();
      const rows = await adjustmentsOf(db.orm, merchantId, params.financial_id);
      return { data: rows.map(adjustmentView), total: rows.length };
    });
}
