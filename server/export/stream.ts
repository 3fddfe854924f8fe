import { backgroundTurn } from '../background.ts';

/**
 * A byte stream over an async generator of chunks, driven by the reader: `pull` runs only when
 * the stream's queue is below its high-water mark, and each `pull` advances the generator by
 * one chunk, which pulls at most one batch of rows. So a slow client (or a paused Node socket)
 * stops the database reads instead of filling memory.
 */
export function readableFrom(chunks: AsyncGenerator<Uint8Array>, label: string): ReadableStream<Uint8Array> {
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          // A batch is a database read and its formatting, all promise callbacks: without a
          // turn of the event loop between batches, a long export keeps every other request
          // waiting until it ends (and others' answers go first: background.ts). This also means no
          // chunk is ever ready at once, so @hono/node-server sends the headers without reading
          // ahead (a failure during its read-ahead became a 500 carrying the error's text and no
          // security headers).
          await backgroundTurn();
          if (cancelled) return;
          const next = await chunks.next();
          if (cancelled) return; // cancelled while this chunk was being made
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        } catch (error) {
          if (cancelled) return;
          // Headers are already sent: the only honest signal left is an aborted body, which the
          // client sees as a failed download instead of a silently truncated file.
          console.error(`export: ${label} failed mid-stream`, error);
          controller.error(error);
        }
      },
      cancel(reason) {
        cancelled = true;
        // Client went away: end the generator so its `for await` closes the row source (its
        // database cursor). Not awaited: a source stuck in a read must not hold up the cancel.
        chunks
          .return(undefined)
          .catch((error: unknown) => console.error(`export: ${label} cleanup failed`, error, reason));
      },
    },
    // One chunk ahead: a chunk is a whole batch already, so more read-ahead only costs memory.
    { highWaterMark: 1 },
  );
}
