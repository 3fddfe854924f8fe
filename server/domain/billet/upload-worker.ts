import { parentPort } from 'node:worker_threads';
import { parseUpload, type UploadFormat } from './parse-upload.ts';
import { SpreadsheetError } from './spreadsheet.ts';

/**
 * The thread that reads uploaded spreadsheets (`upload-parser.ts` starts it), so that unzipping,
 * XML and checking 5,000 rows never hold the server's event loop while other merchants wait.
 */
export interface ParseJob {
  id: number;
  bytes: Uint8Array;
  format: UploadFormat;
  today: string;
}

parentPort?.on('message', ({ id, bytes, format, today }: ParseJob) => {
  try {
    parentPort?.postMessage({ id, results: parseUpload(bytes, format, today) });
  } catch (error) {
    // A refusal travels as its message; anything else as a failure the server reports as a 500.
    if (error instanceof SpreadsheetError) parentPort?.postMessage({ id, refusal: error.message });
    else parentPort?.postMessage({ id, failure: String(error instanceof Error ? (error.stack ?? error) : error) });
  }
});
