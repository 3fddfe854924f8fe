import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Long work that must not slow other users (decision 035): a full export, read and formatted
 * batch by batch, and a boleto spreadsheet's body, read chunk by chunk. Before each step it waits
 * while the server is answering other requests, at most MAX_WAIT_MS, then takes a turn of the
 * event loop. Without the wait a list call arriving meanwhile waits behind one step at each of its
 * own turns (its arrival, its gzip, its write), more on a busy machine. The cap keeps the work
 * moving under steady traffic.
 */
const MAX_WAIT_MS = 25;
/** Requests that are background work themselves: an export's download, a spreadsheet's upload. */
const BACKGROUND_PATH = /\/export(\/|\?|$)|\/billet_upload\/file\//;

let answering = 0;
const waiting = new Set<() => void>();

/** Counts a request (background work aside) from its arrival until its answer is sent or its connection closed. */
export function countAnswer(req: IncomingMessage, res: ServerResponse): void {
  if (req.url !== undefined && BACKGROUND_PATH.test(req.url)) return;
  answering++;
  res.once('close', () => {
    answering--;
    if (answering === 0) for (const wake of [...waiting]) wake();
  });
}

/** Before background work's next step: others' answers first (up to the cap), then a turn of the event loop. */
export async function backgroundTurn(maxWaitMs = MAX_WAIT_MS): Promise<void> {
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
