import type { Context } from 'hono';
import * as v from 'valibot';
import * as contract from '../../../contract/billet-uploads.ts';
import type { Db } from '../../db/index.ts';
import { findReturnFile, listReturnFiles } from '../../db/queries/return-files.ts';
import { registerAll } from '../../db/queries/billet-registration.ts';
import {
  deleteUploads,
  insertUpload,
  insertUploadFile,
  listUploads,
  updateUpload,
} from '../../db/queries/billet-uploads.ts';
import { backgroundTurn } from '../../background.ts';
import { SpreadsheetError } from '../../domain/billet/spreadsheet.ts';
import { validateUpload } from '../../domain/billet/terms.ts';
import {
  isMultipart,
  MAX_UPLOAD_BODY_BYTES,
  NOT_MULTIPART,
  UPLOAD_TOO_LARGE,
} from '../../domain/billet/upload-form.ts';
import { parseUploadOffThread } from '../../domain/billet/upload-parser.ts';
import { todayInZone } from '../../domain/zone.ts';
import { readJson } from '../body.ts';
import { ApiError, invalidParameters, recordNotFound } from '../errors.ts';
import { parseBody } from '../list-params.ts';
import { answer, contractRouter, type RouteOptions } from '../route.ts';
import { IdParam } from '../../../contract/query.ts';
import { returnFileView } from '../views/bank.ts';
import { uploadView } from '../views/billets.ts';
import { requireBilletPlan } from './billets.ts';

export const uploadTooLarge = () => new ApiError(413, UPLOAD_TOO_LARGE);

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

/**
 * The request's body as received, in one buffer of its declared size (grown if it lies), held
 * to the limit while it is read, a chunk at a time as other requests leave room (background.ts):
 * the parsing thread takes the file out of the form.
 */
async function readUpload(c: Context): Promise<{ body: Uint8Array; contentType: string }> {
  const contentType = c.req.header('Content-Type') ?? '';
  const stream = c.req.raw.body;
  if (!isMultipart(contentType) || !stream) throw new ApiError(400, NOT_MULTIPART);
  const declared = Number(c.req.header('Content-Length'));
  if (declared > MAX_UPLOAD_BODY_BYTES) throw uploadTooLarge();
  let body = new Uint8Array(declared > 0 ? declared : 256 * 1024);
  let size = 0;
  const reader = stream.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    await backgroundTurn(); // unread, the socket waits: other merchants' calls go first
    const end = size + chunk.value.length;
    if (end > MAX_UPLOAD_BODY_BYTES) {
      await reader.cancel();
      throw uploadTooLarge();
    }
    if (end > body.length) {
      const grown = new Uint8Array(Math.min(MAX_UPLOAD_BODY_BYTES, Math.max(end, body.length * 2)));
      grown.set(body.subarray(0, size));
      body = grown;
    }
    body.set(chunk.value, size);
    size = end;
  }
  return { body: size === body.length ? body : body.slice(0, size), contentType };
}

/** Uploads, registration and the bank's return files (docs/api.md "Uploads", "return files"). */
export function billetUploadRoutes(db: Db, options: RouteOptions) {
  const router = contractRouter(options);
  router.app.use('/v1/app/billet_upload', requireBilletPlan(db));
  router.app.use('/v1/app/billet_upload/*', requireBilletPlan(db));

  router.on(contract.uploadList, async ({ c, query }) => {
    const { rows, total } = await listUploads(db.orm, c.get('merchantId'), query.page, query.perPage);
    return { data: rows.map(uploadView), total };
  });

  router.on(contract.uploadFile, async ({ c, params }) => {
    const { body, contentType } = await readUpload(c);
    let results;
    try {
      results = await parseUploadOffThread(body, params.format, todayInZone(), contentType);
    } catch (error) {
      if (error instanceof SpreadsheetError) throw new ApiError(error.status, error.message);
      throw error;
    }
    const kept = results.flatMap((r) => (r.terms ? [r.terms] : []));
    const rejected = results.filter((r) => !r.terms);
    await insertUploadFile(db.orm, c.get('merchantId'), kept, new Date());
    const summary = `${plural(kept.length, 'boleto importado', 'boletos importados')}, ${plural(rejected.length, 'linha recusada', 'linhas recusadas')}.`;
    return {
      message:
        kept.length > 0 ? `${contract.UPLOAD_SUCCESS} ${summary}` : `Nenhuma linha válida no arquivo: ${summary}`,
      imported: kept.length,
      rejected_count: rejected.length,
      errors: rejected.flatMap((r) => r.errors.map((e) => ({ row: r.row, field: e.field, message: e.message }))),
      rejected: rejected.map((r) => ({ row: r.row, billet: r.raw })),
    };
  });

  router.on(contract.uploadSave, async ({ c }) => {
    // Requirements §5's rules and messages, field by field, as for a spreadsheet's row (domain/billet/terms.ts).
    const body = await readJson(c);
    const result = validateUpload(body, todayInZone());
    if (!result.ok) throw invalidParameters(result.errors.map((e) => `${e.field}: ${e.message}`));
    const id = (body as { id?: unknown }).id;
    if (id === undefined || id === null) {
      const row = await insertUpload(db.orm, c.get('merchantId'), result.value, new Date(), 'Criado no portal');
      if (!row) throw new Error('billet upload: the insert returned no row');
      return answer(201, uploadView(row));
    }
    const { id: valid } = parseBody(v.object({ id: IdParam }), { id: String(id) });
    const row = await updateUpload(db.orm, c.get('merchantId'), valid, result.value, new Date());
    if (!row) throw recordNotFound();
    return uploadView(row);
  });

  router.on(contract.uploadDeleteAll, async ({ c }) => ({
    deleted: await deleteUploads(db.orm, c.get('merchantId'), 'all'),
  }));

  router.on(contract.uploadDelete, async ({ c }) => {
    // Up to 5,000 ids: past the 64 KB every other JSON body is held to.
    const { billets } = parseBody(contract.DeleteBody, await readJson(c, 512 * 1024));
    return {
      deleted: await deleteUploads(
        db.orm,
        c.get('merchantId'),
        billets.map((b) => b.id),
      ),
    };
  });

  router.on(contract.uploadRegisterAll, async ({ c }) => {
    const { registered, failed } = await registerAll(db.orm, c.get('merchantId'), new Date());
    const done = plural(registered, 'boleto registrado', 'boletos registrados');
    const message =
      failed.length === 0 ? `${done}.` : `${done}; ${plural(failed.length, 'recusado', 'recusados')} pelo banco.`;
    return { message, registered, failed };
  });

  router.on(contract.returnFileList, async ({ c, query }) => {
    const { page, perPage, ...filter } = query;
    const { rows, total } = await listReturnFiles(db.orm, c.get('merchantId'), filter, page, perPage);
    return { data: rows.map(returnFileView), total };
  });

  router.on(contract.returnFileDownload, async ({ c, params }) => {
    const file = await findReturnFile(db.orm, c.get('merchantId'), params.id);
    if (!file) throw recordNotFound();
    return c.body(file.content, 200, {
      'Content-Type': 'text/plain; charset=us-ascii',
      'Content-Disposition': `attachment; filename="${file.file_name}"`,
    });
  });

  return router;
}
