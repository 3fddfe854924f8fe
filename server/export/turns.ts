import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * An export is background work: each of its steps (a batch's database read, its formatting) waits
 * while the server is answering other requests, at most MAX_WAIT_MS, then takes a turn of the
 * event loop (decision 035). Without the wait a list call that arrives during an export waits
 * behind one step at each of its own turns (its gzip, its write): ~3 steps, ~30 ms, more on a
 * busy machine. The cap keeps an export moving under steady traffic or a slow upload.
 */
const MAX_WAIT_MS = 25;
/** The exports' own downloads (`…/export/csv`): long, and not another user's request. */
const EXPORT_PATH = /\/export(\/|\?|$)/;

let answering = 0;
const waiting = new Set<() => void>();

/** Counts a request from its arrival until its answer is sent or its connection closed. */
export function countAnswer(req: IncomingMessage, res: ServerResponse): void {
  if (req.url !== undefined && EXPORT_PATH.test(req.url)) return;
  answering++;
  res.once('close', () => {
    answering--;
    if (answering === 0) for (const wake of [...waiting]) wake();
  });
}

/** Before an export's next step: others' answers first (up to the cap), then a turn of the event loop. */
export async function exportTurn(maxWaitMs = MAX_WAIT_MS): Promise<void> {
  if (answering > 0)
    await new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        waiting.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, maxWaitMs);
      waiting.add(wake);
    });
  await new Promise((resolve) => setImmediate(resolve));
}
