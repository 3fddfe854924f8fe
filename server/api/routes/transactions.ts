import * as contract from '../../../contract/transactions.ts';
import * as statsContract from '../../../contract/transactions/stats.ts';
import type { Db } from '../../db/index.ts';
import { transactionStats } from '../../db/queries/transaction-stats.ts';
import {
  getTransaction,
  listTransactions,
  transactionBatches,
  transactionSorting,
} from '../../db/queries/transactions.ts';
import { todayInZone } from '../../domain/zone.ts';
import { exportResponse } from '../../export/index.ts';
import { recordNotFound } from '../errors.ts';
import { transactionColumns } from '../export-columns.ts';
import { contractRouter, type RouteOptions } from '../route.ts';
import { receivableView } from '../views/receivables.ts';
import { transactionView } from '../views/transactions.ts';
import { simulate } from './simulate.ts';

/** A merchant's sales: the list, its export, the dashboard's figures, the fee simulator. */
export function transactionRoutes(db: Db, options: RouteOptions) {
  const router = contractRouter(options);
  // The refunds capability is the sandbox's extra: a strict (spec-only) backend has none.
  const refunds = !options.strict;

  router.on(contract.transactionList, async ({ c, query }) => {
    const { page, perPage, sortBy, sortDesc, ...filter } = query;
    const sorting = transactionSorting(sortBy, sortDesc);
    const { rows, total } = await listTransactions(db.orm, c.get('merchantId'), filter, sorting, page, perPage);
    return { data: rows.map(transactionView), total };
  });

  // Before {id}, in this order (contract TRANSACTIONS): 'stats' and 'export' are not sale ids.
  router.on(statsContract.transactionStats, async ({ c, query }) =>
    transactionStats(db.orm, c.get('merchantId'), query.date_ini, query.date_end),
  );

  router.on(contract.transactionExport, async ({ c, params, query }) => {
    const { page: _p, perPage: _pp, sortBy, sortDesc, ...filter } = query;
    return exportResponse(params.format, {
      filename: `transacoes-${todayInZone()}`,
      sheetName: 'Transações',
      columns: transactionColumns(refunds),
      // Raw rows: the columns read them directly (a zoned ISO string per row would cost seconds).
      rows: transactionBatches(db.orm, c.get('merchantId'), filter, transactionSorting(sortBy, sortDesc), refunds),
    });
  });

  router.on(contract.simulateSale, async ({ c, body }) => simulate(db, c.get('merchantId'), await body()));

  router.on(contract.transactionDetail, async ({ c, params }) => {
    const found = await getTransaction(db.orm, c.get('merchantId'), params.id);
    if (!found) throw recordNotFound();
    const { row, receivables } = found;
    return { ...transactionView(row), receivables: receivables.map((r) => receivableView(r, row)) };
  });

  return router;
}
