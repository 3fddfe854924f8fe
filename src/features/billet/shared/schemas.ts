import * as v from 'valibot';
import { CentsSchema, type Cents } from '@/api/money';
import { CountSchema, listPageSchema } from '@/api/paging';

/**
 * The boleto calls' answers (docs/api.md "Boletos"). Shared by the three boleto screens of this
 * feature (upload, list, return files). Money in cents; percentages as numbers (2.5 = 2,5 %).
 */

export const BILLET_STATUSES = ['WAITING_REGISTER', 'WAITING_RETURN', 'PAID', 'DOWNED'] as const;
export type BilletStatus = (typeof BILLET_STATUSES)[number];

const Int = v.pipe(v.number(), v.integer());
const Percentage = v.nullable(v.number());
const Day = v.nullable(v.string());

export const PenaltySchema = v.object({ type: Int, value: v.nullable(CentsSchema), percentage: Percentage, date: Day });
export type Penalty = v.InferOutput<typeof PenaltySchema>;
/** Juros: same shape as the penalty (types 1 valor diário … 5 isento). */
export const FeesSchema = PenaltySchema;
export type Fees = Penalty;
export const DiscountSchema = v.object({
  type: Int,
  date: Day,
  value: v.nullable(CentsSchema),
  percentage: Percentage,
});
export type Discount = v.InferOutput<typeof DiscountSchema>;

const Text = v.nullable(v.string());
export const PayerSchema = v.object({
  name: v.string(),
  email: Text,
  document: v.string(),
  street: Text,
  number: Text,
  neighborhood: Text,
  city: Text,
  state: Text,
  zip_code: Text,
});
export type Payer = v.InferOutput<typeof PayerSchema>;

/** Spec §3's upload payload: what PUT /v1/app/billet_upload takes (no `id` creates). */
export interface BilletUpload {
  id?: number;
  external_id: string | null;
  /** 'YYYY-MM-DD' */
  due_date: string;
  value: Cents;
  instructions: string | null;
  bank_billet_layout_id?: number;
  penalty: Penalty;
  fees: Fees;
  discounts: Discount[];
  payer: Payer;
}

const uploadFields = {
  external_id: Text,
  due_date: v.string(),
  value: CentsSchema,
  instructions: Text,
  bank_billet_layout_id: v.optional(Int),
  penalty: PenaltySchema,
  fees: FeesSchema,
  discounts: v.array(DiscountSchema),
  payer: PayerSchema,
};

/** A boleto uploaded and not yet registered (GET /v1/app/billet_upload). */
export const UploadRowSchema = v.object({
  ...uploadFields,
  id: Int,
  created_date: v.string(),
  status: v.string(),
  registration_error: Text,
});
export type UploadRow = v.InferOutput<typeof UploadRowSchema>;
export const UploadListSchema = listPageSchema(UploadRowSchema);
export type UploadList = v.InferOutput<typeof UploadListSchema>;

/** A refused row as the server read it: a partial upload payload. */
export type RejectedBillet = Partial<Omit<BilletUpload, 'payer' | 'penalty' | 'fees'>> & {
  payer?: Partial<Payer>;
  penalty?: Partial<Penalty>;
  fees?: Partial<Fees>;
};

/**
 * The answer to a spreadsheet upload. Spec §5 needs only `message` (success is read from it); the
 * counts, the errors and every refused row with what it held are the sandbox's extras: without
 * them the screen shows the message and no refused rows to fix.
 */
export const UploadResultSchema = v.object({
  message: v.string(),
  imported: v.optional(CountSchema),
  rejected_count: v.optional(CountSchema),
  errors: v.optional(v.array(v.object({ row: Int, field: v.string(), message: v.string() })), []),
  // What a refused row held, as read: any field may be missing or hold what was typed.
  rejected: v.optional(
    v.array(
      v.object({
        row: Int,
        billet: v.pipe(
          v.looseObject({}),
          v.transform((b) => b as RejectedBillet),
        ),
      }),
    ),
    [],
  ),
});
export type UploadResult = v.InferOutput<typeof UploadResultSchema>;

export const RegistrationResultSchema = v.object({
  message: v.string(),
  registered: CountSchema,
  failed: v.array(v.object({ id: Int, message: v.string() })),
});
export type RegistrationResult = v.InferOutput<typeof RegistrationResultSchema>;

export const BilletEventSchema = v.object({ at: v.string(), event: v.string(), description: v.string() });

/**
 * A boleto of the list (GET /v1/app/billet). Required: spec §3's billet fields, the contract a
 * second backend must honour. Optional: the sandbox's extras, each of which only adds to the
 * screen — the bank's number and payment, the payer's address and the terms (without them the
 * bank instruction changes only the due date and value), the digitable line, the payer's link,
 * the history. Absent, the screen shows less; it never refuses the list.
 */
export const BilletSchema = v.object({
  billet_id: Int,
  created_date: v.string(),
  due_date: v.string(),
  liquidation_date: v.optional(Day, null),
  billet_payer: v.string(),
  billet_payer_document: v.string(),
  billet_payer_email: v.optional(Text, null),
  billet_value: CentsSchema,
  bank_billet_layout_id: Int,
  // Free text: a status the server adds later must not break the whole list (it shows as sent).
  billet_status: v.string(),
  with_penalty_fees_discounts: v.boolean(),
  our_number: v.optional(Text, null),
  external_id: v.optional(Text, null),
  paid_value: v.optional(v.nullable(CentsSchema), null),
  penalty: v.optional(PenaltySchema),
  fees: v.optional(FeesSchema),
  discounts: v.optional(v.array(DiscountSchema)),
  instructions: v.optional(Text, null),
  payer: v.optional(PayerSchema),
  digitable_line: v.optional(Text, null),
  barcode: v.optional(Text, null),
  checkout_url: v.optional(Text, null),
  second_copy: v.optional(v.boolean(), false),
  history: v.optional(v.array(BilletEventSchema)),
});
export type Billet = v.InferOutput<typeof BilletSchema>;
export const BilletListSchema = listPageSchema(BilletSchema);
export type BilletList = v.InferOutput<typeof BilletListSchema>;

export const CancelResultSchema = v.object({
  cancelled: v.array(v.object({ id: Int, our_number: Text })),
  refused: v.array(v.object({ id: Int, our_number: Text, message: v.string() })),
});
export type CancelResult = v.InferOutput<typeof CancelResultSchema>;

export const SecondCopySchema = v.object({ billet: BilletSchema, checkout_url: v.string() });

export const BilletLayoutSchema = v.object({ id: Int, name: v.string(), nickname: v.string() });
export const BilletLayoutsSchema = v.array(BilletLayoutSchema);

const Movement = v.object({ count: CountSchema, amount: CentsSchema });
/** A bank return file (GET /v1/app/billet_upload/return). */
export const ReturnFileSchema = v.object({
  id: Int,
  file_name: v.string(),
  date: v.string(),
  layout: v.string(),
  created_at: v.string(),
  size: CountSchema,
  records: CountSchema,
  summary: v.object({ confirmed: Movement, paid: Movement, downed: Movement, rejected: Movement }),
});
export type ReturnFile = v.InferOutput<typeof ReturnFileSchema>;
export const ReturnFileListSchema = listPageSchema(ReturnFileSchema);
export type ReturnFileList = v.InferOutput<typeof ReturnFileListSchema>;
