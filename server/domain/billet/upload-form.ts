import { MAX_UPLOAD_BYTES } from '../../../contract/billet-uploads.ts';
import { SpreadsheetError } from './spreadsheet.ts';

/**
 * An upload's request body as received: the route reads it into one buffer and the parsing
 * thread takes the spreadsheet out of its multipart form (decision 035). Parsing the form on the
 * event loop copied 5 MB three times per upload, and that garbage stalled every other request.
 */

export const UPLOAD_TOO_LARGE = 'Arquivo maior que 5 MB.';
export const NOT_MULTIPART = 'Envie a planilha como multipart/form-data no campo file.';
/** The whole body: the file and the form's boundaries and headers around it. */
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

export const isMultipart = (contentType: string): boolean => /^multipart\/form-data\s*;/i.test(contentType);

/** The `file` field of a multipart body (the parsing thread runs this); 400 or 413 otherwise. */
export async function fileOfForm(body: Uint8Array, contentType: string): Promise<Uint8Array> {
  let form: FormData;
  try {
    // A posted message's bytes: never a SharedArrayBuffer.
    const bytes = body as Uint8Array<ArrayBuffer>;
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new SpreadsheetError(NOT_MULTIPART);
  }
  const file = form.get('file');
  if (!(file instanceof File)) throw new SpreadsheetError(NOT_MULTIPART);
  if (file.size > MAX_UPLOAD_BYTES) throw new SpreadsheetError(UPLOAD_TOO_LARGE, 413);
  return new Uint8Array(await file.arrayBuffer());
}
