import * as v from 'valibot';
import { DATE_TYPES, MAX_ID_FILTER, MAX_INSTALLMENTS_FILTER } from '../codes/financial.ts';
import { APP_CODES, CARD_BRAND_IDS, CHANNEL_IDS, OPERATION_FILTER_IDS } from '../codes/lookups.ts';
import {
  BooleanParam,
  CentsParam,
  dateOrder,
  DateParam,
  IntegerParam,
  IntegersIn,
  numberOrder,
  OneOf,
  StringsIn,
} from '../query.ts';
import { ARRANGEMENT_IDS, BLOCK_TYPE_IDS } from '../receivable-codes.ts';

/**
 * The statement's filter (docs/api.md "Financial receivables"): the entries and rules that the
 * list, its export and the totals (`stats.ts`, on the dashboard's first screen) share.
 */

const Id = IntegerParam(1, MAX_ID_FILTER, 'Deve ser um número inteiro positivo');

export const filterEntries = {
  date_type: v.optional(OneOf(DATE_TYPES), 'settlement'),
  start_date: v.optional(DateParam),
  end_date: v.optional(DateParam),
  id: v.optional(Id),
  transaction_id: v.optional(Id),
  channel: v.optional(IntegersIn(CHANNEL_IDS)),
  operation: v.optional(IntegersIn(OPERATION_FILTER_IDS)),
  card_brand: v.optional(IntegersIn(CARD_BRAND_IDS)),
  arrangement_id: v.optional(IntegersIn(ARRANGEMENT_IDS)),
  qt_installment: v.optional(
    IntegerParam(0, MAX_INSTALLMENTS_FILTER, `Deve ser um número inteiro entre 0 e ${MAX_INSTALLMENTS_FILTER}`),
  ),
  n_installment: v.optional(
    IntegerParam(1, MAX_INSTALLMENTS_FILTER, `Deve ser um número inteiro entre 1 e ${MAX_INSTALLMENTS_FILTER}`),
  ),
  vl_transaction_min: v.optional(CentsParam),
  vl_transaction_max: v.optional(CentsParam),
  paid: v.optional(BooleanParam),
  anticipation: v.optional(BooleanParam),
  blocked: v.optional(BooleanParam),
  block_type: v.optional(IntegersIn(BLOCK_TYPE_IDS)),
  bank_billet_id: v.optional(Id),
  app_code: v.optional(StringsIn(APP_CODES)),
  pre_paid_card: v.optional(BooleanParam),
  receivable_unit_id: v.optional(Id),
};

/** The parameters that may repeat (`channel=1&channel=3`). */
export const RECEIVABLE_MULTI = ['channel', 'operation', 'card_brand', 'arrangement_id', 'block_type', 'app_code'];

export type Filter = {
  start_date?: string;
  end_date?: string;
  vl_transaction_min?: number;
  vl_transaction_max?: number;
};
export const filterRules = <T extends Filter>() => [
  dateOrder<T>('start_date', 'end_date'),
  numberOrder<T>('vl_transaction_min', 'vl_transaction_max'),
];
