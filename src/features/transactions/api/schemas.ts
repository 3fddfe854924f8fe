import type { ResponseOf } from '@contract/endpoint';
import type { transactionList } from '@contract/transactions';
import type { Receivable } from '@contract/shapes/receivable';

/** Shapes of the contract's sale list (contract/transactions.ts); amounts in integer cents. */
export type TransactionList = ResponseOf<typeof transactionList>;
/** A sale: requirements §3's fields and its amount always; mdr, net, installments… when the backend sends them. */
export type Transaction = TransactionList['data'][number];

/** A sale with its installments as the statement lists them. */
export type TransactionDetail = Transaction & { receivables: Receivable[] };
