import * as v from 'valibot';
import { MAX_ID_FILTER } from './codes/financial.ts';
import { FINANCIER_MAX_LENGTH } from './codes/receivable-units.ts';
import { endpoint } from './endpoint.ts';
import {
  BooleanParam,
  dateOrder,
  DateParam,
  DocumentParam,
  IdParam,
  IntegerParam,
  IntegersIn,
  OneOf,
  pagingEntries,
  sortingEntries,
  TextParam,
  UNKNOWN_PARAMETER,
} from './query.ts';
import { ARRANGEMENT_IDS, RECIPIENT_TYPE_IDS } from './receivable-codes.ts';
import { need, shape } from './shape.ts';
import { ContractEffectSchema } from './shapes/contract-effect.ts';
import { Cents, Count, RowId } from './shapes/numbers.ts';
import { PaymentSchema } from './shapes/payment.ts';
import { ReceivablePageSchema } from './shapes/receivable.ts';
import { ReceivableUnitPageSchema, ReceivableUnitSchema } from './shapes/receivable-unit.ts';

/**
 * Receivable units and the registry (docs/api.md "Receivable units (CERC)"): the merchant's URs,
 * each with its payment, its contract effects and its installments, and the UR as CERC holds it
 * with how it is paid out (payouts: the merchant's share and each effect beneficiary's).
 */

const AREA = 'receivable-units';
const Id = IntegerParam(1, MAX_ID_FILTER, 'Deve ser um número inteiro positivo');

// ---- the filters ---------------------------------------------------------------------------------

const UNIT_SORT_KEYS = [
  'dt_liquidation',
  'amount',
  'committed_amount',
  'payable_amount',
  'arrangement_id',
  'receivable_unit_id',
] as const;
export type UnitSortKey = (typeof UNIT_SORT_KEYS)[number];

// The financier filter's limit lives in contract/codes/receivable-units.ts (the route tree reads it).
const UnitQuery = v.strictObject(
  {
    ...pagingEntries(20),
    ...sortingEntries(UNIT_SORT_KEYS, 'dt_liquidation', true),
    arrangement_id: v.optional(IntegersIn(ARRANGEMENT_IDS)),
    paid: v.optional(BooleanParam),
    contract_effect: v.optional(BooleanParam),
    start_date: v.optional(DateParam),
    end_date: v.optional(DateParam),
    holder_document: v.optional(DocumentParam),
    receiving_end_user_document: v.optional(DocumentParam),
    payment_id: v.optional(Id),
    receivable_unit_id: v.optional(Id),
    financier: v.optional(TextParam(FINANCIER_MAX_LENGTH)),
  },
  UNKNOWN_PARAMETER,
);
const UNIT_QUERY = {
  schema: UnitQuery,
  multi: ['arrangement_id'],
  rules: [dateOrder<v.InferOutput<typeof UnitQuery>>('start_date', 'end_date')],
};

const CERC_PAYMENT_SORT_KEYS = ['payment_date', 'amount', 'id'] as const;
export type CercPaymentSortKey = (typeof CERC_PAYMENT_SORT_KEYS)[number];

const CercPaymentQuery = v.strictObject(
  {
    ...pagingEntries(20),
    ...sortingEntries(CERC_PAYMENT_SORT_KEYS, 'payment_date', true),
    start_date: v.optional(DateParam),
    end_date: v.optional(DateParam),
    receivable_unit_id: v.optional(Id),
    payment_id: v.optional(Id),
    paid: v.optional(BooleanParam),
    recipient_type: v.optional(OneOf(RECIPIENT_TYPE_IDS)),
  },
  UNKNOWN_PARAMETER,
);
const CERC_PAYMENT_QUERY = {
  schema: CercPaymentQuery,
  rules: [dateOrder<v.InferOutput<typeof CercPaymentQuery>>('start_date', 'end_date')],
};

/** A page of installments: `page`, `perPage` (requirements §7), 20 by default. */
const PageQuery = v.strictObject(pagingEntries(20), UNKNOWN_PARAMETER);
const PAGE_QUERY = { schema: PageQuery };

// ---- the answers ---------------------------------------------------------------------------------

export const ReceivableUnitDetailSchema = shape({
  ...ReceivableUnitSchema.entries,
  payment: need(v.nullable(PaymentSchema), 'where the unit’s money goes: its payment and account'),
  contract_effects: need(v.array(ContractEffectSchema), 'the effects registered on the unit, every version'),
});
export type ReceivableUnitDetail = v.InferOutput<typeof ReceivableUnitDetailSchema>;

const PAYOUT = 'a payout’s line: whose share, how much, when, and whether it is paid';

/** One payout of a UR as the registry pays it: the merchant's share or an effect's beneficiary's. */
const CercPaymentSchema = shape(
  {
    id: need(RowId, 'a payout opens its detail and installments by it'),
    /** MERCHANT (the merchant's share, into its payment) or BENEFICIARY (an effect's). */
    recipient_type: need(v.string(), PAYOUT),
    amount: need(Cents, PAYOUT),
    /** 'YYYY-MM-DD'. */
    payment_date: need(v.string(), PAYOUT),
    paid: need(v.boolean(), PAYOUT),
  },
  {
    receivable_unit_id: RowId,
    arrangement_id: v.nullable(RowId),
    arrangement_code: v.nullable(v.string()),
    payment_id: v.nullable(RowId),
    contract_effect_id: v.nullable(RowId),
    recipient_document: v.nullable(v.string()),
    recipient_name: v.nullable(v.string()),
  },
);
export type CercPayment = v.InferOutput<typeof CercPaymentSchema>;

export const CercPaymentPageSchema = shape({
  data: need(v.array(CercPaymentSchema), 'the page’s payouts'),
  total: need(Count, 'how many payouts, and whether to load more'),
});
export type CercPaymentPage = v.InferOutput<typeof CercPaymentPageSchema>;

/** A payout with what it pays: its unit, and the merchant's payment or the effect it serves. */
export const CercPaymentDetailSchema = shape(
  // The row's own entries, required and optional as in the list.
  { ...CercPaymentSchema.entries },
  {
    receivable_unit: v.nullable(ReceivableUnitSchema),
    payment: v.nullable(PaymentSchema),
    contract_effect: v.nullable(ContractEffectSchema),
  },
);
export type CercPaymentDetail = v.InferOutput<typeof CercPaymentDetailSchema>;

const REGISTRY = 'the registry’s figures a merchant compares with the bank’s';

/** The UR as the registry (CERC) holds it: its key and the three amounts the registry states. */
export const CercUrSchema = shape(
  {
    ur_key: need(v.string(), 'the key CERC knows the unit by (accreditor|document|arrangement|date)'),
    constituted_amount: need(Cents, REGISTRY),
    committed_amount: need(Cents, REGISTRY),
    free_amount: need(Cents, REGISTRY),
  },
  {
    receivable_unit_id: RowId,
    accreditor_document: v.string(),
    accreditor_name: v.nullable(v.string()),
    arrangement_id: v.nullable(RowId),
    arrangement_code: v.nullable(v.string()),
    dt_liquidation: v.string(),
    holder_document: v.string(),
    receiving_end_user_document: v.string(),
    paid: v.boolean(),
    contract_effects: v.array(ContractEffectSchema),
    payments: v.array(CercPaymentSchema),
  },
);
export type CercUr = v.InferOutput<typeof CercUrSchema>;

// ---- the calls -----------------------------------------------------------------------------------

const id = { id: IdParam };

export const unitList = endpoint({
  id: 'receivableUnits.list',
  area: AREA,
  method: 'GET',
  path: '/v1/app/receivable_unit',
  access: 'merchant',
  summary: 'The merchant’s receivable units of a filter, paged (newest settlement first by default).',
  query: UNIT_QUERY,
  success: { status: 200, schema: ReceivableUnitPageSchema },
  errors: [400],
});

export const unitDetail = endpoint({
  id: 'receivableUnits.detail',
  area: AREA,
  method: 'GET',
  path: '/v1/app/receivable_unit/{id}',
  access: 'merchant',
  summary: 'A unit with its payment and every contract effect registered on it (deprecated versions too).',
  params: id,
  badParam: 400,
  success: { status: 200, schema: ReceivableUnitDetailSchema },
  errors: [400, 404],
});

/** Requirements §7 writes the trailing slash, and the PWA calls it so. */
export const unitInstallments = endpoint({
  id: 'receivableUnits.installments',
  area: AREA,
  method: 'GET',
  path: '/v1/app/receivable_unit/{id}/installments/',
  access: 'merchant',
  summary: 'A unit’s installments (receivables), paged, with their count and sums.',
  params: id,
  badParam: 400,
  query: PAGE_QUERY,
  success: { status: 200, schema: ReceivablePageSchema },
  errors: [400, 404],
});

export const cercPaymentList = endpoint({
  id: 'receivableUnits.cercPayments',
  area: AREA,
  method: 'GET',
  path: '/v1/app/cerc_ur_payment',
  access: 'merchant',
  summary: 'How units are paid out at the registry: the merchant’s shares and each effect beneficiary’s, paged.',
  query: CERC_PAYMENT_QUERY,
  success: { status: 200, schema: CercPaymentPageSchema },
  errors: [400],
});

export const cercPaymentDetail = endpoint({
  id: 'receivableUnits.cercPayment',
  area: AREA,
  method: 'GET',
  path: '/v1/app/cerc_ur_payment/{id}',
  access: 'merchant',
  summary: 'A payout with its unit, and the merchant’s payment or the contract effect it pays.',
  params: id,
  badParam: 400,
  success: { status: 200, schema: CercPaymentDetailSchema },
  errors: [400, 404],
});

export const cercPaymentInstallments = endpoint({
  id: 'receivableUnits.cercPaymentInstallments',
  area: AREA,
  method: 'GET',
  path: '/v1/app/cerc_ur_payment/{id}/installments',
  access: 'merchant',
  summary: 'The installments of a payout’s unit, paged, as the unit’s own installments.',
  params: id,
  badParam: 400,
  query: PAGE_QUERY,
  success: { status: 200, schema: ReceivablePageSchema },
  errors: [400, 404],
});

export const cercUnit = endpoint({
  id: 'receivableUnits.cercUnit',
  area: AREA,
  method: 'GET',
  path: '/v1/app/cerc_ur/{id}',
  access: 'merchant',
  summary: 'The unit as the registry holds it: key, constituted, committed and free amounts, effects, payouts.',
  params: id,
  badParam: 400,
  success: { status: 200, schema: CercUrSchema },
  errors: [400, 404],
});

export const RECEIVABLE_UNITS = [
  unitList,
  unitDetail,
  unitInstallments,
  cercPaymentList,
  cercPaymentDetail,
  cercPaymentInstallments,
  cercUnit,
] as const;
