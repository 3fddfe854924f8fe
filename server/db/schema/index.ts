import * as anticipations from './anticipation.ts';
import * as billets from './billets.ts';
import * as ledger from './ledger.ts';
import * as lookups from './lookups.ts';
import * as merchantTables from './merchant.ts';
import * as notifications from './notifications.ts';
import * as paylinks from './paylinks.ts';
import * as receivables from './receivables.ts';
import * as refunds from './refunds.ts';
import * as sales from './sales.ts';

export * from './anticipation.ts';
export * from './billets.ts';
export * from './ledger.ts';
export * from './lookups.ts';
export * from './merchant.ts';
export * from './notifications.ts';
export * from './paylinks.ts';
export * from './receivables.ts';
export * from './refunds.ts';
export * from './sales.ts';

/** The one Drizzle schema, used for both PGlite and node-postgres. */
export const schema = { ...lookups, ...merchantTables, ...sales, ...receivables, ...paylinks, ...billets };

/**
 * Tables in dependency order (referenced before referencing): creation and loading follow this
 * order, dropping goes in reverse.
 */
export const tablesInOrder = [
  lookups.sandbox_meta,
  lookups.operation,
  lookups.channel,
  lookups.card_brand,
  lookups.bank,
  lookups.app,
  lookups.document_type,
  merchantTables.merchant,
  merchantTables.merchant_document,
  merchantTables.merchant_ecommerce,
  merchantTables.merchant_address,
  merchantTables.merchant_phone,
  merchantTables.merchant_bank_account,
  merchantTables.terminal,
  merchantTables.sales_plan,
  sales.sales_plan_price,
  sales.card_transaction,
  receivables.payment,
  receivables.receivable_unit,
  receivables.financial_receivable,
  receivables.contract_effect,
  receivables.cerc_ur_payment,
  receivables.manual_adjustment,
  refunds.refund,
  paylinks.paylink,
  paylinks.paylink_payment,
  paylinks.receipt,
  paylinks.pix_charge,
  billets.billet,
  billets.billet_event,
  billets.return_file,
  anticipations.anticipation_simulation,
  anticipations.anticipation_simulation_receivable,
  anticipations.anticipation,
  anticipations.anticipation_receivable,
  ledger.ledger_entry,
  ledger.ledger_line,
  ledger.idempotency_key,
  notifications.push_subscription,
  notifications.notification_preference,
  notifications.notification,
  notifications.push_delivery,
] as const;
