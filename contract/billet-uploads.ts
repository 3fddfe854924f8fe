import * as v from 'valibot';
import { UPLOAD_FIELDS, UploadBody } from './billet-terms.ts';
import { RETURN_FILE_NAME_MAX } from './codes/billets.ts';
import { endpoint } from './endpoint.ts';
import { DateParam, IdParam, pagingEntries, TextParam, UNKNOWN_PARAMETER } from './query.ts';
import { listPage, need, shape, spec } from './shape.ts';
import { Cents, Int, Count } from './shapes/numbers.ts';

/**
 * Boletos before the bank (docs/api.md "Uploads"): uploaded, one by one or by spreadsheet, edited,
 * deleted, registered all at once; and the bank's return files. Every `/v1/app/billet_upload*`
 * call of a merchant without a 'Boleto' plan answers 403.
 */

const AREA = 'billet-uploads';

/** A spreadsheet: at most 5 MB and 5,000 rows. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_ROWS = 5_000;
const UPLOAD_FORMATS = ['csv', 'xlsx'] as const;
/** Requirements §5: an upload succeeded only if its answer's message says so. */
export const UPLOAD_SUCCESS = 'File uploaded successfully!';
export const uploadSucceeded = (message: string): boolean => message.includes(UPLOAD_SUCCESS);

export const UPLOAD_PAGE_SIZE = 10;
export const RETURN_PAGE_SIZE = 10;

// ---- answers ---------------------------------------------------------------------------------------

/**
 * A boleto uploaded and not yet registered: requirements §3's upload payload with its id (the list shows
 * it, the form edits it). Optional: its layout (the form keeps it as it came), when it was
 * created, and the bank's refusal of a registration.
 */
const UploadRowSchema = shape(
  { id: spec(Int), ...UPLOAD_FIELDS },
  {
    bank_billet_layout_id: Int,
    created_date: v.string(),
    status: v.string(),
    registration_error: v.nullable(v.string()),
  },
);
export type UploadRow = v.InferOutput<typeof UploadRowSchema>;
export const UploadListSchema = listPage(UploadRowSchema, 'the page’s boletos awaiting registration');
export type UploadList = v.InferOutput<typeof UploadListSchema>;

/**
 * The answer to a spreadsheet. Requirements §5 needs only `message` (success is read from it); the
 * counts, the errors and every refused row with what it held are the sandbox's extras: without
 * them the screen shows the message and no refused rows to fix.
 */
export const UploadResultSchema = shape(
  { message: need(v.string(), 'requirements §5: the upload succeeded only if it says “File uploaded successfully!”') },
  {
    imported: Count,
    rejected_count: Count,
    errors: v.array(v.object({ row: Int, field: v.string(), message: v.string() })),
    // What a refused row held, as read: any field may be missing or hold what was typed.
    rejected: v.array(v.object({ row: Int, billet: v.looseObject({}) })),
  },
);
export type UploadResult = v.InferOutput<typeof UploadResultSchema>;

const RegistrationResultSchema = shape(
  { message: need(v.string(), 'the page tells what the registration did') },
  { registered: Count, failed: v.array(v.object({ id: Int, message: v.string() })) },
);

/** A deletion needs no body (requirements §7): the sandbox adds how many went. */
export const DeletedSchema = shape({}, { deleted: Count });

const Movement = v.object({ count: Count, amount: Cents });

/**
 * A bank return file. Required: what the list and the download cannot do without. Optional: its
 * layout, its size, its count of boletos and what it says (the list shows a dash without them).
 */
export const ReturnFileSchema = shape(
  {
    id: need(Int, 'the download is addressed by it'),
    file_name: need(v.string(), 'names the file in the list and once downloaded'),
    date: need(v.string(), 'the bank day, which the list shows and filters by (requirements §3)'),
  },
  {
    layout: v.string(),
    created_at: v.string(),
    size: Count,
    records: Count,
    summary: v.object({ confirmed: Movement, paid: Movement, downed: Movement, rejected: Movement }),
  },
);
export type ReturnFile = v.InferOutput<typeof ReturnFileSchema>;
export const ReturnFileListSchema = listPage(ReturnFileSchema, 'the page’s return files');
export type ReturnFileList = v.InferOutput<typeof ReturnFileListSchema>;

// ---- parameters and bodies -----------------------------------------------------------------------

const UploadQuery = v.strictObject({ ...pagingEntries(UPLOAD_PAGE_SIZE) }, UNKNOWN_PARAMETER);

/** Requirements §3's return-file filters. */
const ReturnQuery = v.strictObject(
  {
    ...pagingEntries(RETURN_PAGE_SIZE),
    /** The bank day. */
    date: v.optional(DateParam),
    // The name filter's limit lives in contract/codes/billets.ts (the route tree reads it).
    file_name: v.optional(TextParam(RETURN_FILE_NAME_MAX)),
  },
  UNKNOWN_PARAMETER,
);
export type ReturnParam = keyof typeof ReturnQuery.entries;

const MAX_DELETE_ITEMS = 5_000;
export const DeleteBody = v.strictObject(
  {
    billets: v.pipe(
      v.array(
        v.strictObject(
          { id: v.pipe(v.number('Informe o id'), v.integer('Informe o id'), v.minValue(1, 'Informe o id')) },
          'Campo desconhecido',
        ),
        'Envie billets: [{ id }]',
      ),
      v.minLength(1, 'O campo billets não atingiu o limite mínimo de 1 itens'),
      v.maxLength(MAX_DELETE_ITEMS, `O campo billets ultrapassou o limite máximo de ${MAX_DELETE_ITEMS} itens`),
    ),
  },
  'Campo desconhecido',
);

/** Only the uploaded ones can go: the parameter names them (absent means the same). */
const DeleteAllQuery = v.strictObject(
  { status: v.optional(v.picklist(['WAITING_REGISTER'], 'Deve ser WAITING_REGISTER')) },
  UNKNOWN_PARAMETER,
);

// ---- the calls ---------------------------------------------------------------------------------

export const uploadList = endpoint({
  id: 'billetUploads.list',
  area: AREA,
  method: 'GET',
  path: '/v1/app/billet_upload',
  access: 'merchant',
  summary: 'The boletos awaiting registration, newest first.',
  query: { schema: UploadQuery },
  success: { status: 200, schema: UploadListSchema },
  errors: [400],
});

export const uploadFile = endpoint({
  id: 'billetUploads.file',
  area: AREA,
  method: 'POST',
  path: '/v1/app/billet_upload/file/{format}',
  access: 'merchant',
  summary:
    'A spreadsheet of boletos: its valid rows are kept (all of them or none), the refused ones answered with why.',
  params: { format: v.picklist(UPLOAD_FORMATS, 'Deve ser csv ou xlsx') },
  body: { multipart: { file: 'A planilha: CSV (ponto e vírgula, UTF-8) ou XLSX, até 5 MB e 5.000 linhas.' } },
  success: { status: 200, schema: UploadResultSchema },
  errors: [400, 413],
});

export const uploadSave = endpoint({
  id: 'billetUploads.save',
  area: AREA,
  method: 'PUT',
  path: '/v1/app/billet_upload',
  access: 'merchant',
  summary: 'Creates a boleto (no `id`: answers 201) or edits an uploaded one (its `id`: 200).',
  body: UploadBody,
  success: { status: 200, schema: UploadRowSchema },
  errors: [400, 404],
});

export const uploadDelete = endpoint({
  id: 'billetUploads.delete',
  area: AREA,
  method: 'DELETE',
  path: '/v1/app/billet_upload',
  access: 'merchant',
  summary: 'Deletes uploaded boletos (never registered ones).',
  body: DeleteBody,
  success: { status: 200, schema: DeletedSchema },
  errors: [400],
});

export const uploadDeleteAll = endpoint({
  id: 'billetUploads.deleteAll',
  area: AREA,
  method: 'DELETE',
  path: '/v1/app/billet_upload/all_billets',
  access: 'merchant',
  summary: 'Deletes every boleto awaiting registration.',
  query: { schema: DeleteAllQuery },
  success: { status: 200, schema: DeletedSchema },
  errors: [400],
});

export const uploadRegisterAll = endpoint({
  id: 'billetUploads.registerAll',
  area: AREA,
  method: 'POST',
  path: '/v1/app/billet_upload/registrate/all',
  access: 'merchant',
  summary: 'Registers every uploaded boleto with the bank; the refused ones stay, with why.',
  success: { status: 200, schema: RegistrationResultSchema },
  errors: [],
});

export const returnFileList = endpoint({
  id: 'billetUploads.returnFiles',
  area: AREA,
  method: 'GET',
  path: '/v1/app/billet_upload/return',
  access: 'merchant',
  summary: 'The bank’s return files, newest first, by bank day and name.',
  query: { schema: ReturnQuery },
  success: { status: 200, schema: ReturnFileListSchema },
  errors: [400],
});

export const returnFileDownload = endpoint({
  id: 'billetUploads.returnFile',
  area: AREA,
  method: 'GET',
  path: '/v1/app/billet_upload/return/{id}/',
  access: 'merchant',
  summary: 'A return file as the bank wrote it (CNAB 240 or 400, US-ASCII, CRLF).',
  params: { id: IdParam },
  success: { status: 200, file: ['text/plain'] },
  errors: [400, 404],
});

export const BILLET_UPLOADS = [
  uploadList,
  uploadFile,
  uploadSave,
  uploadDelete,
  uploadDeleteAll,
  uploadRegisterAll,
  returnFileList,
  returnFileDownload,
] as const;
