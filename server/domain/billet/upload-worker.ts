import { parentPort } from 'node:worker_threads';
import { parseUpload, type UploadFormat } from './parse-upload.ts';
import { SpreadsheetError } from './spreadsheet.ts';
import { fileOfForm } from './upload-form.ts';

/**
 * The thread that reads uploaded spreadsheets (`upload-parser.ts` starts it), so that the
 * multipart form, unzipping, XML and checking 5,000 rows never hold the server's event loop while
 * other merchants wait.
 */
export interface ParseJob {
  id: number;
  /** The file, or with `contentType` the request's multipart body holding it. */
  bytes: Uint8Array;
  contentType?: string;
  format: UploadFormat;
  today: string;
}

parentPort?.on('message', async ({ id, bytes, contentType, format, today }: ParseJob) => {
  try {
    const file = contentType === undefined ? bytes : await fileOfForm(bytes, contentType);
    parentPort?.postMessage({ id, results: parseUpload(file, format, today) });
  } catch (error) {
    // A refusal travels as its message; anything else as a failure the server reports as a 500.
    if (error instanceof SpreadsheetError)
      parentPort?.postMessage({ id, refusal: error.message, status: error.status });
    else parentPort?.postMessage({ id, failure: String(error instanceof Error ? (error.stack ?? error) : error) });
  }
});
