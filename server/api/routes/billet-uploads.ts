import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { Db } from '../../db/index.ts';
import { uploadView } from '../../db/queries/billet-records.ts';
import { registerAll } from '../../db/queries/billet-registration.ts';
import {
  deleteUploads,
  insertUpload,
  insertUploadFile,
  listUploads,
  updateUpload,
} from '../../db/queries/billet-uploads.ts';
import { findReturnFile, listReturnFiles, returnFileView } from '../../db/queries/bank.ts';
import { todayInZone } from '../../domain/zone.ts';
import { SpreadsheetError } from '../../domain/billet/spreadsheet.ts';
import { validateUpload } from '../../domain/billet/terms.ts';
import { parseUploadOffThread } from '../../domain/billet/upload-parser.ts';
import { readJson } from '../body.ts';
import type { ApiEnv } from '../env.ts';
import { ApiError, invalidParameters, recordNotFound } from '../errors.ts';
import { DateParam, pagingEntries, parseBody, parseQuery, TextParam, UNKNOWN_PARAMETER } from '../list-params.ts';
import { IdParam, parseInput } from '../validate.ts';
import { requireBilletPlan } from './billets.ts';

/** Uploads: at most 5 MB (docs/api.md "Uploads"); multipart framing adds a little. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const uploadTooLarge = () => new ApiError(413, 'Arquivo maior que 5 MB.');
const SUCCESS = 'File uploaded successfully!';

const Paging = v.strictObject({ ...pagingEntries(10) }, UNKNOWN_PARAMETER);
const ReturnQuery = v.strictObject(
  { ...pagingEntries(10), date: v.optional(DateParam), file_name: v.optional(TextParam(100)) },
  UNKNOWN_PARAMETER,
);
const DeleteBody = v.strictObject(
  {
    billets: v.pipe(
      v.array(v.strictObject({ id: IdNumber() }, 'Campo desconhecido'), 'Envie billets: [{ id }]'),
      v.minLength(1, 'O campo billets não atingiu o limite mínimo de 1 itens'),
      v.maxLength(5_000, 'O campo billets ultrapassou o limite máximo de 5000 itens'),
    ),
  },
  'Campo desconhecido',
);
function IdNumber() {
  return v.pipe(v.number('Informe o id'), v.integer('Informe o id'), v.minValue(1, 'Informe o id'));
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

async function readFile(c: Context): Promise<Uint8Array> {
  const declared = Number(c.req.header('Content-Length') ?? '0');
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES + 64 * 1024) throw uploadTooLarge();
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new ApiError(400, 'Envie a planilha como multipart/form-data no campo file.');
  }
  const file = form.get('file');
  if (!(file instanceof File)) throw new ApiError(400, 'Envie a planilha como multipart/form-data no campo file.');
  if (file.size > MAX_UPLOAD_BYTES) throw uploadTooLarge();
  return new Uint8Array(await file.arrayBuffer());
}

/** Uploads, registration and the bank's return files (docs/api.md "Uploads", "return files"). */
export function billetUploadRoutes(db: Db, _publicUrl?: string): Hono<ApiEnv> {
  return new Hono<ApiEnv>()
    .use('/v1/app/billet_upload', requireBilletPlan(db))
    .use('/v1/app/billet_upload/*', requireBilletPlan(db))
    .get('/v1/app/billet_upload', async (c) => {
      const { page, perPage } = parseQuery(c, { schema: Paging });
      const { rows, total } = await listUploads(db.orm, c.get('merchantId'), page, perPage);
      return c.json({ data: rows.map(uploadView), total });
    })
    .post('/v1/app/billet_upload/file/:format', async (c) => {
      const format = c.req.param('format');
      if (format !== 'csv' && format !== 'xlsx') throw invalidParameters(['format: Deve ser csv ou xlsx']);
      const bytes = await readFile(c);
      let results;
      try {
        results = await parseUploadOffThread(bytes, format, todayInZone());
      } catch (error) {
        if (error instanceof SpreadsheetError) throw new ApiError(400, error.message);
        throw error;
      }
      const kept = results.flatMap((r) => (r.terms ? [r.terms] : []));
      const rejected = results.filter((r) => !r.terms);
      await insertUploadFile(db.orm, c.get('merchantId'), kept, new Date());
      const summary = `${plural(kept.length, 'boleto importado', 'boletos importados')}, ${plural(rejected.length, 'linha recusada', 'linhas recusadas')}.`;
      return c.json({
        message: kept.length > 0 ? `${SUCCESS} ${summary}` : `Nenhuma linha válida no arquivo: ${summary}`,
        imported: kept.length,
        rejected_count: rejected.length,
        errors: rejected.flatMap((r) => r.errors.map((e) => ({ row: r.row, field: e.field, message: e.message }))),
        rejected: rejected.map((r) => ({ row: r.row, billet: r.raw })),
      });
    })
    .put('/v1/app/billet_upload', async (c) => {
      const body = await readJson(c);
      const result = validateUpload(body, todayInZone());
      if (!result.ok) throw invalidParameters(result.errors.map((e) => `${e.field}: ${e.message}`));
      const id = (body as { id?: unknown }).id;
      if (id === undefined || id === null) {
        const row = await insertUpload(db.orm, c.get('merchantId'), result.value, new Date(), 'Criado no portal');
        return c.json(row && uploadView(row), 201);
      }
      const { id: valid } = parseInput(v.object({ id: IdParam }), { id: String(id) });
      const row = await updateUpload(db.orm, c.get('merchantId'), valid, result.value, new Date());
      if (!row) throw recordNotFound();
      return c.json(uploadView(row));
    })
    .delete('/v1/app/billet_upload/all_billets', async (c) => {
      const status = c.req.query('status') ?? 'WAITING_REGISTER';
      if (status !== 'WAITING_REGISTER') throw invalidParameters(['status: Deve ser WAITING_REGISTER']);
      return c.json({ deleted: await deleteUploads(db.orm, c.get('merchantId'), 'all') });
    })
    .delete('/v1/app/billet_upload', async (c) => {
      const { billets } = parseBody(DeleteBody, await readJson(c, 512 * 1024));
      const deleted = await deleteUploads(
        db.orm,
        c.get('merchantId'),
        billets.map((b) => b.id),
      );
      return c.json({ deleted });
    })
    .post('/v1/app/billet_upload/registrate/all', async (c) => {
      const { registered, failed } = await registerAll(db.orm, c.get('merchantId'), new Date());
      const message =
        failed.length === 0
          ? `${plural(registered, 'boleto registrado', 'boletos registrados')}.`
          : `${plural(registered, 'boleto registrado', 'boletos registrados')}; ${plural(failed.length, 'recusado', 'recusados')} pelo banco.`;
      return c.json({ message, registered, failed });
    })
    .get('/v1/app/billet_upload/return', async (c) => {
      const { page, perPage, ...filter } = parseQuery(c, { schema: ReturnQuery });
      const { rows, total } = await listReturnFiles(db.orm, c.get('merchantId'), filter, page, perPage);
      return c.json({ data: rows.map(returnFileView), total });
    })
    .get('/v1/app/billet_upload/return/:id/', async (c) => {
      const { id } = parseInput(v.object({ id: IdParam }), c.req.param());
      const file = await findReturnFile(db.orm, c.get('merchantId'), id);
      if (!file) throw recordNotFound();
      return c.body(file.content, 200, {
        'Content-Type': 'text/plain; charset=us-ascii',
        'Content-Disposition': `attachment; filename="${file.file_name}"`,
      });
    });
}
