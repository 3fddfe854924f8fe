import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { backgroundTurn, countAnswer } from './background.ts';

/** A request being answered: `close()` is its answer sent. */
function request(url: string) {
  const res = new EventEmitter();
  countAnswer({ url } as IncomingMessage, res as ServerResponse);
  return { close: () => res.emit('close') };
}
const open: { close(): void }[] = [];
afterEach(() => open.splice(0).forEach((r) => r.close()));

/** Whether `promise` settled within a few turns of the event loop. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('backgroundTurn', () => {
  it('waits while another request is being answered, and goes on once it is', async () => {
    const other = request('/api/v1/app/transaction?page=1');
    const turn = backgroundTurn(60_000);
    expect(await settled(turn)).toBe(false);
    other.close();
    expect(await settled(turn)).toBe(true);
  });

  it('does not wait for background work (an export, an upload), nor with nobody else there', async () => {
    open.push(request('/api/v1/app/financial/receivable/export/csv?start_date=2026-01-01'));
    open.push(request('/api/v1/app/billet_upload/file/csv'));
    expect(await settled(backgroundTurn(60_000))).toBe(true);
  });

  it('goes on after its cap when others keep the server busy', async () => {
    open.push(request('/realms/portal/protocol/openid-connect/token'));
    await backgroundTurn(1); // resolves: the request above is never answered
    expect(await settled(backgroundTurn(60_000))).toBe(false);
  });
});
