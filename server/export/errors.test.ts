import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handleApiError } from '../api/errors.ts';
import { readEnv } from '../env.ts';
import { createHttpServer } from '../http.ts';
import { exportResponse } from './index.ts';

/**
 * Failures of an export through the whole server (API error handler, security headers, gzip):
 * one before the first batch is a JSON 500 without internals; one later aborts the download,
 * so the client never keeps a truncated file that looks complete.
 */
const SQL_ERROR = 'invalid byte sequence for encoding "UTF8": 0x00 — SELECT * FROM card_transaction WHERE nsu = $1';

async function* failing(failAt: number): AsyncGenerator<{ n: number }[]> {
  for (let batch = 0; ; batch++) {
    if (batch === failAt) throw new Error(SQL_ERROR);
    yield Array.from({ length: 2_000 }, (_, i) => ({ n: batch * 2_000 + i }));
  }
}

const columns = [{ header: 'Número', type: 'integer' as const, value: (row: { n: number }) => row.n }];

let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  const api = new Hono();
  api.get('/v1/app/export/:format/:failAt', (c) =>
    exportResponse(c.req.param('format') === 'xlsx' ? 'xlsx' : 'csv', {
      filename: 'vendas',
      sheetName: 'Vendas',
      columns,
      rows: failing(Number(c.req.param('failAt'))),
    }),
  );
  api.onError(handleApiError);
  const env = readEnv({ PORT: '8080' });
  const server = createHttpServer({
    env,
    identity: { callback: (_req, res) => res.end() },
    apiApp: new Hono().route('/', api),
    staticDir: '/nonexistent',
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(() => close());

describe.each(['csv', 'xlsx'])('%s export failures over HTTP', (format) => {
  for (const encoding of ['identity', 'gzip']) {
    it(`answers a failure of the first batch with a JSON 500 and every header (${encoding})`, async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const res = await fetch(`${base}/api/v1/app/export/${format}/0`, { headers: { 'accept-encoding': encoding } });
      const text = await res.text();
      expect(res.status).toBe(500);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(JSON.parse(text)).toEqual({ message: 'Erro interno do servidor.' });
      expect(text).not.toMatch(/SELECT|UTF8/);
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('no-store');
      vi.restoreAllMocks();
    });

    it(`aborts the download when a later batch fails, even the second one at once (${encoding})`, async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      for (const failAt of [1, 3]) {
        const res = await fetch(`${base}/api/v1/app/export/${format}/${failAt}`, {
          headers: { 'accept-encoding': encoding },
        });
        expect(res.status).toBe(200);
        await expect(res.arrayBuffer()).rejects.toThrow();
      }
      vi.restoreAllMocks();
    });
  }
});
