import { ANTICIPATION } from './anticipation.ts';
import { BILLET_UPLOADS } from './billet-uploads.ts';
import { BILLETS } from './billets.ts';
import { CHECKOUT } from './checkout.ts';
import { CONTRACT_EFFECTS } from './contract-effects.ts';
import type { Endpoint } from './endpoint.ts';
import { FINANCIAL } from './financial.ts';
import { LOOKUPS } from './lookups.ts';
import { MERCHANT } from './merchant.ts';
import { NOTIFICATIONS } from './notifications.ts';
import { PAYLINKS } from './paylinks.ts';
import { PAYMENTS } from './payments.ts';
import { RECEIVABLE_UNITS } from './receivable-units.ts';
import { RECONCILIATION } from './reconciliation.ts';
import { REFUNDS } from './refunds.ts';
import { SANDBOX_BANK } from './sandbox-bank.ts';
import { TRANSACTIONS } from './transactions.ts';

/**
 * Every call of the portal's backend contract, by area (decision 028): requirements §7's calls and the
 * ones the issues added (the public checkout, Pix, boleto, the sandbox bank), and the sandbox's
 * extras marked `extra`. The sandbox registers exactly these; the OpenAPI document lists them.
 * Only the server and the tools import this list: the PWA imports its areas one by one.
 */
export const ENDPOINTS: readonly Endpoint[] = [
  ...CHECKOUT,
  ...LOOKUPS,
  ...MERCHANT,
  ...TRANSACTIONS,
  ...REFUNDS,
  ...FINANCIAL,
  ...RECEIVABLE_UNITS,
  ...RECONCILIATION,
  ...PAYMENTS,
  ...CONTRACT_EFFECTS,
  ...PAYLINKS,
  ...SANDBOX_BANK,
  ...BILLETS,
  ...BILLET_UPLOADS,
  ...ANTICIPATION,
  ...NOTIFICATIONS,
];
