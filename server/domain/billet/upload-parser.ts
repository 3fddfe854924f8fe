import { Worker } from 'node:worker_threads';
import type { UploadFormat } from './parse-upload.ts';
import { SpreadsheetError } from './spreadsheet.ts';
import type { RowResult } from './upload-rows.ts';
import type { ParseJob } from './upload-worker.ts';

/**
 * Reads uploaded spreadsheets in one worker thread, one file at a time: the event loop stays
 * free for every other request while a file is unzipped, parsed and checked (decision 027).
 * The thread has its own heap ceiling and each file a deadline; past either, the thread is
 * replaced and the file refused. It stops after a while without work, freeing its memory.
 */

const DEADLINE_MS = 10_000;
const IDLE_MS = 15_000;
const HEAP_MIB = 256;

const tooSlow = () => new SpreadsheetError('A planilha demorou demais para ser lida.');
const tooHeavy = () => new SpreadsheetError('A planilha é grande demais para ser lida.');

interface Queued {
  job: ParseJob;
  resolve(results: RowResult[]): void;
  reject(error: Error): void;
}
interface Answer {
  id: number;
  results?: RowResult[];
  refusal?: string;
  status?: SpreadsheetError['status'];
  failure?: string;
}

let worker: Worker | undefined;
let current: (Queued & { deadline: NodeJS.Timeout }) | undefined;
let idle: NodeJS.Timeout | undefined;
let nextId = 1;
const queue: Queued[] = [];

function start(): Worker {
  const url = new URL('./upload-worker.ts', import.meta.url).href;
  // The sandbox runs on tsx; a thread needs it registered to load TypeScript, in tests as well.
  const source = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(url)}, ${JSON.stringify(url)}))`;
  const thread = new Worker(source, { eval: true, execArgv: [], resourceLimits: { maxOldGenerationSizeMb: HEAP_MIB } });
  thread.unref();
  thread.on('message', (answer: Answer) => {
    if (!current || answer.id !== current.job.id) return;
    const done = finish();
    if (answer.results) done?.resolve(answer.results);
    else if (answer.refusal !== undefined) done?.reject(new SpreadsheetError(answer.refusal, answer.status));
    else done?.reject(new Error(`upload parser: ${answer.failure}`));
  });
  // A thread stopped on purpose is no longer `worker`: only an unexpected end fails the job.
  thread.on('error', (error: Error & { code?: string }) => {
    if (worker !== thread) return;
    worker = undefined;
    finish()?.reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooHeavy() : error);
  });
  thread.on('exit', () => {
    if (worker !== thread) return;
    worker = undefined;
    finish()?.reject(new Error('upload parser: the thread stopped'));
  });
  return thread;
}

/** Ends the current job (its deadline included) and moves on to the next. */
function finish(): Queued | undefined {
  const done = current;
  if (done) clearTimeout(done.deadline);
  current = undefined;
  setImmediate(pump);
  return done;
}

function pump(): void {
  if (current) return;
  const next = queue.shift();
  if (!next) {
    clearTimeout(idle);
    idle = setTimeout(() => void stopUploadParser(), IDLE_MS).unref();
    return;
  }
  clearTimeout(idle);
  worker ??= start();
  const deadline = setTimeout(() => {
    const late = finish();
    void stopUploadParser();
    late?.reject(tooSlow());
  }, DEADLINE_MS);
  current = { ...next, deadline };
  const { buffer, byteOffset, byteLength } = next.job.bytes;
  // Handed over, not copied, when the bytes own their buffer.
  const own = buffer instanceof ArrayBuffer && byteOffset === 0 && byteLength === buffer.byteLength;
  worker.postMessage(next.job, own ? [buffer] : []);
}

/**
 * Reads an uploaded file off the event loop: its rows, or a SpreadsheetError to answer 400 (or
 * 413). With `contentType`, `bytes` is the request's multipart body and the thread takes the file
 * out of it. Bytes that own their buffer are handed over, not copied: the caller loses them.
 */
export function parseUploadOffThread(
  bytes: Uint8Array,
  format: UploadFormat,
  today: string,
  contentType?: string,
): Promise<RowResult[]> {
  return new Promise((resolve, reject) => {
    queue.push({ job: { id: nextId++, bytes, contentType, format, today }, resolve, reject });
    pump();
  });
}

/** Stops the thread (the next file starts a new one). */
export async function stopUploadParser(): Promise<void> {
  const thread = worker;
  worker = undefined;
  clearTimeout(idle);
  await thread?.terminate();
}
