import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, SEED_TIMEOUT, USERS, type TestApi } from './test-helpers.ts';

/** Issue 12 §2: what the security probe found, each with a test that failed before the fix. */
let api: TestApi;
let token: string;

beforeAll(async () => {
  api = await openTestApi();
  token = await api.keys.sign(USERS.lojista);
}, SEED_TIMEOUT);
afterAll(async () => api?.close());

const MB = 1024 * 1024;

/** A body of `bytes` sent in 64 KiB chunks with no Content-Length, as a client streaming it would. */
function streamed(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const chunk = new Uint8Array(Math.min(64 * 1024, bytes - sent)).fill(0x20);
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

describe('body limit', () => {
  it('refuses a body over 1 MB with 413 and a Portuguese message, by its declared length', async () => {
    const res = await api.app.request('/v1/app/transaction/simulate', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: `{"amount": 100, "pad": "${'x'.repeat(2 * MB)}"}`,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ message: 'O corpo da requisição passa do limite de 1 MB.' });
  });

  it('stops reading a streamed body once it passes 1 MB', async () => {
    const res = await api.app.request('/v1/app/transaction/simulate', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: streamed(50 * MB),
      // @ts-expect-error Node's fetch needs it for a stream body
      duplex: 'half',
    });
    expect(res.status).toBe(413);
  });

  it('applies before authentication, and leaves the spreadsheet upload its own 5 MB', async () => {
    const anonymous = await api.app.request('/v1/app/paylink', { method: 'POST', body: 'x'.repeat(2 * MB) });
    expect(anonymous.status).toBe(413);
    const form = new FormData();
    form.append('file', new Blob(['external_id;due_date\r\n'.padEnd(2 * MB, ' ')]), 'boletos.csv');
    const upload = await api.app.request('/v1/app/billet_upload/file/csv', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(400);
  });
});

describe('control characters in the query', () => {
  it.each([
    '/v1/app/transaction?nsu=12%00',
    '/v1/app/transaction/export/csv?nsu=%00',
    '/v1/app/billet?billet_payer=Ana%00',
    '/v1/app/paylink/?description=%1F',
  ])('%s → 400 that names the parameter', async (path) => {
    const res = await api.get(path);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; detail: string[] };
    expect(body.detail.join(' ')).toMatch(/: Contém caracteres inválidos/);
  });
});

describe('missing fields', () => {
  it('/simulate names a missing field as missing, not unknown', async () => {
    const res = await api.app.request('/v1/app/transaction/simulate', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ amount: 1000, card_brand: 2, extra: 1 }),
    });
    expect(res.status).toBe(400);
    const { detail } = (await res.json()) as { detail: string[] };
    expect(detail).toEqual(
      expect.arrayContaining([
        'operation: Campo obrigatório',
        'installments: Campo obrigatório',
        'extra: Campo desconhecido',
      ]),
    );
  });
});
