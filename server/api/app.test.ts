import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from './app.ts';
import { openTestApi, SEED_TIMEOUT, unsignedToken, USERS, type TestApi } from './test-helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
}, SEED_TIMEOUT);
afterAll(() => api.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Every route of this issue; the table grows with the API. */
const ROUTES = [
  '/v1/operation',
  '/v1/channel',
  '/v1/card_brand',
  '/v1/bank',
  '/v1/apps',
  '/v1/app/merchant/1',
  '/v1/app/terminal',
  '/v1/app/sales_plan',
  '/v1/app/transaction/stats?date_ini=2026-01-01&date_end=2026-01-31',
];

describe('authentication (401)', () => {
  const cases: [string, () => Promise<{ authorization: string } | null>][] = [
    ['no token', async () => null],
    ['not a bearer header', async () => ({ authorization: 'Basic bG9qaXN0YTpsb2ppc3Rh' })],
    ['a malformed token', async () => bearer('not-a-jwt')],
    ['an expired token', async () => bearer(await api.keys.sign(USERS.lojista, { expiresIn: -120 }))],
    [
      'another issuer',
      async () => bearer(await api.keys.sign(USERS.lojista, { issuer: 'http://evil.example/realms/portal' })),
    ],
    ['a bad signature', async () => bearer(await api.keys.signWithForeignKey(USERS.lojista))],
    ['alg: none', async () => bearer(unsignedToken(USERS.lojista))],
    ['a refresh token', async () => bearer(await api.keys.sign(USERS.lojista, { typ: 'Refresh' }))],
  ];

  it.each(cases)('answers 401 for %s', async (_name, header) => {
    const res = await api.get('/v1/app/terminal', await header());
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Não autenticado.' });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('permissions and tenancy', () => {
  it('answers 403 without sales_access, on lookups too', async () => {
    for (const path of ['/v1/operation', '/v1/app/terminal']) {
      const res = await api.get(path, 'semAcesso');
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: 'Acesso negado.' });
    }
  });

  it('lets bypass_permission through, and sales_access given as a client role', async () => {
    expect((await api.get('/v1/app/terminal', 'suporte')).status).toBe(200);
    expect((await api.get('/v1/app/terminal', 'clientRole')).status).toBe(200);
  });

  it("answers 403 'Merchant not configured.' on /v1/app without a merchant, lookups still work", async () => {
    const res = await api.get('/v1/app/sales_plan', 'semLojista');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Merchant not configured.' });
    const zero = await api.get('/v1/app/sales_plan', bearer(await api.keys.sign({ ...USERS.lojista, merchant_id: 0 })));
    expect(zero.status).toBe(403);
    expect((await api.get('/v1/bank', 'semLojista')).status).toBe(200);
  });

  // Every /v1/app route that takes an id: [path with the other merchant's id, path with no such id].
  const idRoutes: [string, (id: number) => string][] = [['merchant', (id) => `/v1/app/merchant/${id}`]];

  it.each(idRoutes)('answers 404 for another merchant or an unknown id on %s', async (_name, path) => {
    for (const [user, id] of [
      ['lojista', 2],
      ['operador', 1],
      ['lojista', 999_999],
    ] as const) {
      const res = await api.get(path(id), user);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Registro não encontrado.' });
    }
  });

  it('takes the merchant from the token only: a merchant_id parameter is refused, not obeyed', async () => {
    const res = await api.get('/v1/app/terminal?merchant_id=2', 'lojista');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { detail: string[] }).detail).toEqual(['merchant_id: Parâmetro desconhecido']);
    const own = (await (await api.get('/v1/app/terminal', 'lojista')).json()) as { total: number };
    expect(own.total).toBe(25);
  });
});

describe('validation (400)', () => {
  it.each([
    ['/v1/app/merchant/abc', 'merchantId: Deve ser um número inteiro positivo'],
    ['/v1/app/merchant/0', 'merchantId: Deve ser um número inteiro positivo'],
    ['/v1/app/transaction/stats?date_end=2026-01-31', 'date_ini: Campo obrigatório'],
    ['/v1/app/transaction/stats?date_ini=2026-02-30&date_end=2026-03-01', 'date_ini: Data inválida (use AAAA-MM-DD)'],
    ['/v1/app/transaction/stats?date_ini=01/02/2026&date_end=2026-03-01', 'date_ini: Data inválida (use AAAA-MM-DD)'],
    [
      '/v1/app/transaction/stats?date_ini=2026-03-02&date_end=2026-03-01',
      'date_end: Deve ser maior ou igual a date_ini',
    ],
    ['/v1/app/transaction/stats?date_ini=2024-01-01&date_end=2026-03-01', 'date_end: O intervalo máximo é de 400 dias'],
  ])('rejects %s', async (path, detail) => {
    const res = await api.get(path);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; detail: string[] };
    expect(body.message).toBe('Parâmetros inválidos.');
    expect(body.detail).toContain(detail);
  });
});

describe('responses', () => {
  it.each(ROUTES)('%s answers 200 with Cache-Control: no-store', async (path) => {
    const res = await api.get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
  });

  it('answers unknown paths with a JSON 404', async () => {
    for (const path of ['/v1/nothing', '/v1/app/nothing/1', '/other']) {
      const res = await api.get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      expect(await res.json()).toEqual({ message: 'Registro não encontrado.' });
    }
  });

  it('hides the internals of a 5xx', async () => {
    const app = createApiApp({
      db: api.db,
      verifyAccessToken: () => Promise.reject(new Error('JWKS secret-path exploded')),
    });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const res = await app.request('/v1/operation', { headers: { Authorization: 'Bearer abc.def.ghi' } });
      expect(res.status).toBe(500);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      expect(await res.text()).toBe(JSON.stringify({ message: 'Erro interno do servidor.' }));
      expect(errors).toHaveLength(1);
    } finally {
      console.error = original;
    }
  });

  it('keeps its error handling and headers when mounted under /api', async () => {
    const web = new Hono().route('/api', api.app);
    const token = await api.keys.sign(USERS.lojista);
    const ok = await web.request('/api/v1/channel', { headers: { Authorization: `Bearer ${token}` } });
    expect([ok.status, ok.headers.get('Cache-Control')]).toEqual([200, 'no-store']);
    const denied = await web.request('/api/v1/app/merchant/2', { headers: { Authorization: `Bearer ${token}` } });
    expect([denied.status, denied.headers.get('Cache-Control')]).toEqual([404, 'no-store']);
    expect(await denied.json()).toEqual({ message: 'Registro não encontrado.' });
  });
});
