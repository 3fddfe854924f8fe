import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { IdParam } from '../query.ts';
import { need, shape, spec } from '../shape.ts';
import { RowId as Id } from '../shapes/numbers.ts';

/**
 * The merchant's detail (requirements §3 "Merchant"; docs/api.md "Merchant"), which the shell reads on
 * every screen: apart from the terminals and the sales plans so that the first screen carries
 * only this call (issue 31); `merchant.ts` re-exports it for the server and the tools.
 */

// ---- the merchant ---------------------------------------------------------------------------

const DOCUMENT_TYPES = ['CPF', 'CNPJ'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const DocumentSchema = shape(
  {
    value: spec(v.string()),
    document_type: spec(shape({ type: spec(v.picklist(DOCUMENT_TYPES)) }, { id: Id })),
  },
  { id: Id },
);

const PlanRefSchema = shape(
  { channel: spec(shape({ channel_name: spec(v.string()) }, { id: Id })) },
  { id: Id, name: v.string() },
);

const EcommerceSchema = shape(
  { name: need(v.string(), 'each e-commerce entry is listed by its name') },
  { id: Id, client_id: v.string(), created_at: v.string(), active: v.boolean() },
);

const AddressSchema = v.object({
  type: v.string(),
  street: v.string(),
  number: v.string(),
  complement: v.nullable(v.string()),
  neighborhood: v.string(),
  city: v.string(),
  state: v.string(),
  zip_code: v.string(),
});

const PhoneSchema = v.object({ type: v.string(), number: v.string() });

const BankAccountSchema = v.object({
  destination: v.string(),
  bank_code: v.string(),
  bank_name: v.string(),
  agency: v.string(),
  account: v.string(),
  account_type: v.string(),
});

export const MerchantSchema = shape(
  {
    id: spec(Id),
    merchant_name: spec(v.string()),
    trade: spec(v.nullable(v.string())),
    documents: spec(v.array(DocumentSchema)),
    plans: spec(v.array(PlanRefSchema)),
    ecommerce: spec(v.array(EcommerceSchema)),
  },
  {
    email: v.nullable(v.string()),
    mcc: v.nullable(v.string()),
    created_at: v.nullable(v.string()),
    addresses: v.array(AddressSchema),
    phones: v.array(PhoneSchema),
    bank_accounts: v.array(BankAccountSchema),
  },
);

// ---- the call ------------------------------------------------------------------------------

export const merchantDetail = endpoint({
  id: 'merchant.detail',
  area: 'merchant',
  method: 'GET',
  path: '/v1/app/merchant/{merchantId}',
  access: 'merchant',
  summary: 'The merchant of the token (another id is 404): who it is, its documents, plans and e-commerce.',
  params: { merchantId: IdParam },
  badParam: 400,
  success: { status: 200, schema: MerchantSchema },
  errors: [400, 404],
});
