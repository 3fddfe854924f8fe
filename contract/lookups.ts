import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { need, shape, spec } from './shape.ts';

/**
 * The reference lists (requirements §7: operation, channel, card brand, bank, apps) and the codes they
 * name. Any signed-in user may read them, no merchant needed; each answers a plain array. The
 * list filters accept exactly these codes, so the filters' parameters read them here too.
 */

const AREA = 'lookups';
const Code = v.pipe(v.number(), v.integer());

// ---- the codes ------------------------------------------------------------------------------

// Their home is contract/codes/lookups.ts, imported from there (the list filters read them without
// these calls).

// ---- the rows -------------------------------------------------------------------------------

const FILTER_VALUE = 'the value a filter sends';

const OperationSchema = shape({
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

/** Requirements §3: only banks with an ispb are offered as options; the others still name old accounts. */
const BankSchema = shape({
  bank_code: spec(v.string()),
  bank_name: spec(v.string()),
  ispb: spec(v.nullable(v.string())),
});
export type Bank = v.InferOutput<typeof BankSchema>;

const AppSchema = shape({ app_name: spec(v.string()), app_code: spec(v.string()) });
export type App = v.InferOutput<typeof AppSchema>;

/** The 23 reasons a receivable is held back (requirements §5), labelled by the backend. */
const BlockTypeSchema = shape({
  id: need(Code, FILTER_VALUE),
  description: need(v.string(), 'the reason’s label'),
});

const ArrangementSchema = shape({
  id: need(Code, FILTER_VALUE),
  code: need(v.string(), 'the arrangement’s code (MCD, VCC…)'),
  name: need(v.string(), 'the arrangement’s label'),
});

const EffectTypeSchema = shape({
  id: need(Code, FILTER_VALUE),
  description: need(v.string(), 'the effect type’s label'),
});

const EffectOperationSchema = shape({
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
  'The reasons a receivable is blocked; the portal falls back to requirements §5’s codes without it.',
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
