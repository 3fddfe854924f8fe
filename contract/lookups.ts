import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { need, shape, spec } from './shape.ts';

/**
 * The reference lists (spec §7: operation, channel, card brand, bank, apps) and the codes they
 * name. Any signed-in user may read them, no merchant needed; each answers a plain array. The
 * list filters accept exactly these codes, so the filters' parameters read them here too.
 */

const AREA = 'lookups';
const Code = v.pipe(v.number(), v.integer());

// ---- the codes ------------------------------------------------------------------------------

/** Spec §5's operation codes (Pix, 18, is the sandbox's own). */
export const OPERATION = { DEBIT: 0, CREDIT: 1, INSTALLMENTS: 2, BOLETO: 17, PIX: 18 } as const;

/**
 * Spec §5: 'Crédito Parcelado' is operations 2 to 10 (an operator's backend may code each
 * installment count apart; the sandbox stores 2). The list filters accept all of them.
 */
export const INSTALLMENT_OPERATION_IDS = [2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const CHANNEL = { POS: 1, APP_TAXA_ZERO: 2, ECOMMERCE: 3, PAYMENT_LINK: 4, BOLETO: 5 } as const;
/** Spec §5's card brands; 6 is the holder fee plan's pseudo-brand (spec §3: 'APP TAXA ZERO'). */
export const BRAND = { MASTERCARD: 1, VISA: 2, ELO: 3, HIPERCARD: 4, AMEX: 5, APP_TAXA_ZERO: 6 } as const;
/** The applications a sale may come from (the `app_code` filter). */
export const APP_CODES = ['TAXAZERO', 'TAPTOPAY', 'SUPERAPP', 'CATALOGO'] as const;
export type AppCode = (typeof APP_CODES)[number];

/** Spec §5's operation and card brand codes: what a contract-only lookup list holds. */
export const SPEC_OPERATION_IDS: readonly number[] = [
  OPERATION.DEBIT,
  OPERATION.CREDIT,
  OPERATION.INSTALLMENTS,
  OPERATION.BOLETO,
];
export const SPEC_CARD_BRAND_IDS: readonly number[] = [
  BRAND.MASTERCARD,
  BRAND.VISA,
  BRAND.ELO,
  BRAND.HIPERCARD,
  BRAND.AMEX,
];

/** The operations a list filter accepts: every code a sale holds, and each installment code. */
export const OPERATION_FILTER_IDS: readonly number[] = [
  ...new Set<number>([...Object.values(OPERATION), ...INSTALLMENT_OPERATION_IDS]),
].sort((a, b) => a - b);
export const CARD_BRAND_IDS: readonly number[] = Object.values(BRAND);
export const CHANNEL_IDS: readonly number[] = Object.values(CHANNEL);

// ---- the rows -------------------------------------------------------------------------------

const FILTER_VALUE = 'the value a filter sends';

export const OperationSchema = shape({
  id: spec(Code),
  operation_name: spec(v.string()),
  has_mdr: spec(v.boolean()),
});
export type Operation = v.InferOutput<typeof OperationSchema>;

export const ChannelSchema = shape({ id: spec(Code), channel_name: spec(v.string()) });
export type Channel = v.InferOutput<typeof ChannelSchema>;

export const CardBrandSchema = shape({
  id: need(Code, FILTER_VALUE),
  brand_name: need(v.string(), 'the brand’s name, in lists and filters'),
});
export type CardBrand = v.InferOutput<typeof CardBrandSchema>;

/** Spec §3: only banks with an ispb are offered as options; the others still name old accounts. */
export const BankSchema = shape({
  bank_code: spec(v.string()),
  bank_name: spec(v.string()),
  ispb: spec(v.nullable(v.string())),
});
export type Bank = v.InferOutput<typeof BankSchema>;

export const AppSchema = shape({ app_name: spec(v.string()), app_code: spec(v.string()) });
export type App = v.InferOutput<typeof AppSchema>;

/** The 23 reasons a receivable is held back (spec §5), labelled by the backend. */
export const BlockTypeSchema = shape({
  id: need(Code, FILTER_VALUE),
  description: need(v.string(), 'the reason’s label'),
});

export const ArrangementSchema = shape({
  id: need(Code, FILTER_VALUE),
  code: need(v.string(), 'the arrangement’s code (MCD, VCC…)'),
  name: need(v.string(), 'the arrangement’s label'),
});

export const EffectTypeSchema = shape({
  id: need(Code, FILTER_VALUE),
  description: need(v.string(), 'the effect type’s label'),
});

export const EffectOperationSchema = shape({
  id: need(v.string(), FILTER_VALUE),
  description: need(v.string(), 'the operation’s label'),
});

// ---- the calls ------------------------------------------------------------------------------

const list = <const Id extends string, const P extends string, S extends v.GenericSchema>(
  id: Id,
  path: P,
  row: S,
  summary: string,
) =>
  endpoint({
    id: `lookups.${id}`,
    area: AREA,
    method: 'GET',
    path,
    access: 'user',
    summary,
    success: { status: 200, schema: v.array(row) },
    errors: [],
  });

const extra = <const Id extends string, const P extends string, S extends v.GenericSchema>(
  id: Id,
  path: P,
  row: S,
  summary: string,
) => ({ ...list(id, path, row, summary), extra: true as const });

export const operationList = list(
  'operations',
  '/v1/operation',
  OperationSchema,
  'Sale operations (débito, crédito à vista, parcelado, boleto…).',
);
export const channelList = list('channels', '/v1/channel', ChannelSchema, 'Sales channels.');
export const cardBrandList = list('cardBrands', '/v1/card_brand', CardBrandSchema, 'Card brands.');
export const bankList = list('banks', '/v1/bank', BankSchema, 'Brazilian banks (COMPE code, name, ISPB).');
export const appList = list('apps', '/v1/apps', AppSchema, 'The applications a sale may come from.');
export const blockTypeList = extra(
  'blockTypes',
  '/v1/block_type',
  BlockTypeSchema,
  'The reasons a receivable is blocked; the portal falls back to spec §5’s codes without it.',
);
export const arrangementList = extra('arrangements', '/v1/arrangement', ArrangementSchema, 'CERC arrangements.');
export const effectTypeList = extra(
  'effectTypes',
  '/v1/contract_effect_type',
  EffectTypeSchema,
  'Contract effect types.',
);
export const effectOperationList = extra(
  'effectOperations',
  '/v1/contract_effect_operation',
  EffectOperationSchema,
  'Contract effect operations (C, A, B, R).',
);

export const LOOKUPS = [
  operationList,
  channelList,
  cardBrandList,
  bankList,
  appList,
  blockTypeList,
  arrangementList,
  effectTypeList,
  effectOperationList,
] as const;
