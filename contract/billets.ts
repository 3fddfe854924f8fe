import * as v from 'valibot';
import { ChargeSchema, DiscountSchema, InstructionBody, PayerSchema } from './billet-terms.ts';
import { BILLET_FILTER_MAX, BILLET_STATUSES, BILLET_TEXT_MAX } from './codes/billets.ts';
import { endpoint, type QuerySpec } from './endpoint.ts';
import { EXPORT_MEDIA_TYPES, ExportFormatParam } from './exports.ts';
import {
  CentsParam,
  DateParam,
  dateOrder,
  IdParam,
  numberOrder,
  pagingEntries,
  sortingEntries,
  StringsIn,
  TextParam,
  UNKNOWN_PARAMETER,
} from './query.ts';
import { isIsoDate } from './rules/dates.ts';
import { cleanDocument } from './rules/documents.ts';
import { listPage, need, shape, spec } from './shape.ts';
import { Cents, Int } from './shapes/numbers.ts';

/**
 * The merchant's boletos (docs/api.md "Boletos"): the list, its export, cancelling, bank
 * instructions and second copies, and the bank's layouts. Every `/v1/app/billet*` call of a
 * merchant without a 'Boleto' plan answers 403. Money in integer cents.
 */

const AREA = 'billets';
const Text = v.nullable(v.string());

// ---- the list's query: its filters, by the names both sides use --------------------------------

const BILLET_SORTS = ['due_date', 'created_date', 'billet_value', 'billet_payer', 'billet_status'] as const;
/** Requirements §9: 10 per page, by due date, latest first. */
export const BILLET_PAGE_SIZE = 10;
export const BILLET_SORT = { sortBy: 'due_date', sortDesc: true } as const;

// The text filters' lengths live in contract/codes/billets.ts (the route tree reads them).
const BilletQuery = v.strictObject(
  {
    ...pagingEntries(BILLET_PAGE_SIZE),
    ...sortingEntries(BILLET_SORTS, BILLET_SORT.sortBy, BILLET_SORT.sortDesc),
    /** Absent: every status (the screen's default is WAITING_REGISTER). */
    billet_status: v.optional(StringsIn(BILLET_STATUSES)),
    /** The due date, inclusive. */
    start_date: v.optional(DateParam),
    end_date: v.optional(DateParam),
    /** Contains, case-insensitive. */
    billet_payer: v.optional(TextParam(BILLET_FILTER_MAX.billet_payer)),
    /** Exact; punctuation ignored. */
    billet_payer_document: v.optional(
      v.pipe(TextParam(BILLET_FILTER_MAX.billet_payer_document), v.transform(cleanDocument)),
    ),
    billet_value_min: v.optional(CentsParam),
    billet_value_max: v.optional(CentsParam),
    /** Exact, with or without the carteira and the DAC ('109/00012345-6', '00012345'). */
    our_number: v.optional(TextParam(BILLET_FILTER_MAX.our_number)),
    external_id: v.optional(TextParam(BILLET_FILTER_MAX.external_id)),
  },
  UNKNOWN_PARAMETER,
);

const BILLET_QUERY = {
  schema: BilletQuery,
  multi: ['billet_status'],
  rules: [dateOrder('start_date', 'end_date'), numberOrder('billet_value_min', 'billet_value_max')],
} satisfies QuerySpec<typeof BilletQuery>;

/** A query parameter of the list, by name: the screen's filters are keyed by these. */
export type BilletParam = keyof typeof BilletQuery.entries;
type ParsedQuery = v.InferOutput<typeof BilletQuery>;
/** What the list and its export filter by (the query without its paging and sorting). */
export type BilletFilter = Omit<ParsedQuery, 'page' | 'perPage' | 'sortBy' | 'sortDesc'>;
export type BilletSorting = Pick<ParsedQuery, 'sortBy' | 'sortDesc'>;

// ---- answers ---------------------------------------------------------------------------------------

const BilletEventSchema = v.object({ at: v.string(), event: v.string(), description: v.string() });

/**
 * A boleto of the list. Required: requirements §3's billet fields, what a second backend must send.
 * Optional, the sandbox's extras, each of which only adds to the screen: the bank's number and
 * payment (without the nosso número, cancelling and instructions are refused per boleto), the
 * terms (without them the bank instruction starts from none), the payer's address, the
 * digitable line, the payer's link, the history.
 */
const BilletSchema = shape(
  {
    billet_id: spec(Int),
    created_date: spec(v.string()),
    due_date: spec(v.string()),
    liquidation_date: spec(v.nullable(v.string())),
    billet_payer: spec(v.string()),
    billet_payer_document: spec(v.string()),
    billet_payer_email: spec(Text),
    billet_value: spec(Cents),
    bank_billet_layout_id: spec(Int),
    // Free text: a status the backend adds later must not break the whole list (it shows as sent).
    billet_status: spec(v.string()),
    with_penalty_fees_discounts: spec(v.boolean()),
  },
  {
    our_number: Text,
    external_id: Text,
    paid_value: v.nullable(Cents),
    penalty: ChargeSchema,
    fees: ChargeSchema,
    discounts: v.array(DiscountSchema),
    instructions: Text,
    payer: PayerSchema,
    digitable_line: Text,
    barcode: Text,
    checkout_url: Text,
    second_copy: v.boolean(),
    history: v.array(BilletEventSchema),
  },
);
export type Billet = v.InferOutput<typeof BilletSchema>;
export const BilletListSchema = listPage(BilletSchema, 'the page’s boletos');
export type BilletList = v.InferOutput<typeof BilletListSchema>;

export const CancelResultSchema = shape({
  cancelled: need(
    v.array(shape({}, { id: Int, our_number: Text })),
    'the outcome counts the boletos the bank wrote off',
  ),
  refused: need(
    v.array(
      shape(
        {
          id: need(Int, 'names a refused boleto that has no nosso número'),
          message: need(v.string(), 'why it was refused'),
        },
        { our_number: Text },
      ),
    ),
    'the outcome tells which boletos were refused and why',
  ),
});
export type CancelResult = v.InferOutput<typeof CancelResultSchema>;

const SecondCopySchema = shape(
  { billet: need(BilletSchema, 'the new due date and value, shown once issued') },
  // Without it the second copy is issued and shown, but there is no link to share.
  { checkout_url: v.string() },
);

const BilletLayoutSchema = shape({ id: spec(Int), name: spec(v.string()), nickname: spec(v.string()) });
const BilletLayoutsSchema = v.array(BilletLayoutSchema);

// ---- request bodies ------------------------------------------------------------------------------

const MAX_CANCEL_ITEMS = 100;

const CancelBody = v.strictObject(
  {
    bank_billets: v.pipe(
      v.array(
        v.strictObject(
          {
            id: v.pipe(v.number('Informe o id'), v.integer('Informe o id'), v.minValue(1, 'Informe o id')),
            our_number: v.pipe(
              v.string('Informe o nosso número'),
              v.minLength(1, 'Informe o nosso número'),
              v.maxLength(BILLET_TEXT_MAX.our_number),
            ),
          },
          'Campo desconhecido',
        ),
        'Envie bank_billets: [{ id, our_number }]',
      ),
      // Requirements §5's array_min and array_max.
      v.minLength(1, 'O campo bank_billets não atingiu o limite mínimo de 1 itens'),
      v.maxLength(MAX_CANCEL_ITEMS, `O campo bank_billets ultrapassou o limite máximo de ${MAX_CANCEL_ITEMS} itens`),
    ),
  },
  'Campo desconhecido',
);

/** The second copy's due date: today or later (the server checks the day in São Paulo). */
const SecondCopyBody = v.strictObject(
  { due_date: v.pipe(v.string('Data inválida'), v.check(isIsoDate, 'Data inválida')) },
  'Campo desconhecido',
);

/** The instruction's query: the boleto's nosso número, which must match (400 otherwise). */
const InstructionQuery = v.strictObject(
  { our_number: v.optional(TextParam(BILLET_TEXT_MAX.our_number)) },
  UNKNOWN_PARAMETER,
);

// ---- the calls ---------------------------------------------------------------------------------

export const billetList = endpoint({
  id: 'billets.list',
  area: AREA,
  method: 'GET',
  path: '/v1/app/billet',
  access: 'merchant',
  summary: 'The merchant’s boletos, filtered, 10 per page by due date (latest first).',
  query: BILLET_QUERY,
  success: { status: 200, schema: BilletListSchema },
  errors: [400],
});

export const billetExport = endpoint({
  id: 'billets.export',
  area: AREA,
  method: 'GET',
  path: '/v1/app/billet/export/{format}',
  access: 'merchant',
  summary: 'Every boleto of the list’s filter as CSV or XLSX (sheet “Boletos”), streamed.',
  params: { format: ExportFormatParam },
  query: BILLET_QUERY,
  success: { status: 200, file: EXPORT_MEDIA_TYPES },
  errors: [400],
});

export const billetCancel = endpoint({
  id: 'billets.cancel',
  area: AREA,
  method: 'PATCH',
  path: '/v1/app/billet/cancel',
  access: 'merchant',
  summary: 'Writes off registered boletos (1 to 100); the answer tells, per boleto, cancelled or refused and why.',
  body: CancelBody,
  success: { status: 200, schema: CancelResultSchema },
  errors: [400],
});

export const billetSecondCopy = endpoint({
  id: 'billets.secondCopy',
  area: AREA,
  method: 'PUT',
  path: '/v1/app/billet/second_copy/{id}',
  access: 'merchant',
  summary: 'A registered boleto’s second copy: a new due date, its value with penalty and fees up to it.',
  params: { id: IdParam },
  body: SecondCopyBody,
  success: { status: 200, schema: SecondCopySchema },
  errors: [400, 404, 409],
});

export const billetInstruction = endpoint({
  id: 'billets.instruction',
  area: AREA,
  method: 'PUT',
  path: '/v1/app/billet/{billet_id}',
  access: 'merchant',
  summary:
    'A bank instruction on a registered boleto (due date, value, penalty, fees or discounts; at least one), named by its nosso número.',
  params: { billet_id: IdParam },
  query: { schema: InstructionQuery },
  body: InstructionBody,
  success: { status: 200, schema: BilletSchema },
  errors: [400, 404, 409],
});

export const billetLayouts = endpoint({
  id: 'billets.layouts',
  area: AREA,
  method: 'GET',
  path: '/v1/billet/layouts',
  access: 'user',
  summary: 'The bank’s boleto layouts (CNAB 240, CNAB 400).',
  success: { status: 200, schema: BilletLayoutsSchema },
  errors: [],
});

export const BILLETS = [
  billetList,
  billetExport,
  billetCancel,
  billetSecondCopy,
  billetInstruction,
  billetLayouts,
] as const;
