import * as v from 'valibot';
import { CentsSchema } from '@/api/money';
import { CountSchema, listPageSchema } from '@/api/paging';

/**
 * A payment link as the merchant's calls return it (docs/api.md "Payment links"). Only this
 * feature reads it (the public checkout has its own, smaller answer), so it lives here and not in
 * `src/api/shapes` (decision 014).
 */
export const PAYMENT_METHODS = ['CARD', 'BILLET', 'PIX'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYLINK_STATUSES = ['ACTIVE', 'EXPIRED', 'PAID', 'INACTIVE'] as const;
export type PaylinkStatus = (typeof PAYLINK_STATUSES)[number];

export const PaylinkSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  url_hash: v.string(),
  /** The absolute checkout address the customer opens. */
  url: v.pipe(v.string(), v.url()),
  description: v.string(),
  amount: CentsSchema,
  max_installments: v.pipe(v.number(), v.integer(), v.minValue(1)),
  payment_methods: v.array(v.picklist(PAYMENT_METHODS)),
  expires_at: v.nullable(v.string()),
  reusable: v.boolean(),
  // Free text: a status the server adds later must not break the whole list (it shows as sent).
  status: v.string(),
  created_at: v.string(),
  payments_count: CountSchema,
  paid_amount: CentsSchema,
});
export type Paylink = v.InferOutput<typeof PaylinkSchema>;

export const PaylinkListSchema = listPageSchema(PaylinkSchema);
export type PaylinkList = v.InferOutput<typeof PaylinkListSchema>;

/** Body of POST /v1/app/paylink and PUT /v1/app/paylink/{id}. */
export interface PaylinkRequest {
  description: string;
  amount: number;
  max_installments: number;
  payment_methods: PaymentMethod[];
  /** 'YYYY-MM-DD' (today or later) or null for a link that never expires. */
  expires_at: string | null;
  reusable: boolean;
}
