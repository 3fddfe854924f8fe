import { afterAll, beforeAll, expect } from 'vitest';
import { openTestApi, SEED_TIMEOUT, USERS, type TestApi, type TestUser } from './test-helpers.ts';

/**
 * Calls of the payment-link tests: the merchant's (a demo user's bearer) and the customer's
 * (empty basic auth, from a client address of the test's choosing).
 */

// Luhn-valid test cards (README, "Test cards").
export const APPROVE = '4111111111111111';
export const DENY = '4000000000000002';
export const NO_FUNDS = '4000000000009995';

export const payer = { name: 'Maria da Silva', document: '529.982.247-25', email: 'maria@exemplo.com.br' };

export const validLink = {
  description: 'Bolo de aniversário',
  amount: 12_345,
  max_installments: 3,
  payment_methods: ['CARD', 'PIX', 'BILLET'],
  expires_at: null,
  reusable: true,
};

export const cardBody = (number: string, installments = 1, expiry = '12/30') => ({
  installments,
  card: { number, holder_name: 'MARIA DA SILVA', expiry, cvv: '739' },
  payer,
});

export interface CallOptions {
  /** A demo user's bearer; null for none. Default: lojista. */
  as?: TestUser | null;
  body?: unknown;
  headers?: Record<string, string>;
  /** The client's address as the socket would give it (the public calls' rate limits read it). */
  address?: string;
}

// The answers are read field by field, as docs/api.md describes them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; body: Record<string, any>; headers: Headers };

export interface PaylinkCalls {
  call(method: string, path: string, opts?: CallOptions): Promise<Answer>;
  publicCall(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
    address?: string,
  ): Promise<Answer>;
  createLink(as?: TestUser, overrides?: Record<string, unknown>): Promise<Answer['body']>;
  payCard(hash: string, key: string, body: unknown, address?: string): Promise<Answer>;
}

export function paylinkCalls(api: () => TestApi): PaylinkCalls {
  const tokens = new Map<TestUser, string>();
  const call = async (method: string, path: string, opts: CallOptions = {}): Promise<Answer> => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    const as = opts.as === undefined ? 'lojista' : opts.as;
    if (as) {
      const token = tokens.get(as) ?? (await api().keys.sign(USERS[as]));
      tokens.set(as, token);
      headers.Authorization = `Bearer ${token}`;
    }
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    const init = { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) };
    // What @hono/node-server hands the app: the request's socket.
    const env = { incoming: { socket: { remoteAddress: opts.address ?? '203.0.113.1' } } };
    const res = await api().app.request(path, init, env);
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as Answer['body'], headers: res.headers };
  };
  const publicCall: PaylinkCalls['publicCall'] = (method, path, body, headers = {}, address) =>
    call(method, path, { as: null, body, headers: { Authorization: 'Basic Og==', ...headers }, address });
  return {
    call,
    publicCall,
    createLink: async (as = 'lojista', overrides = {}) => {
      const res = await call('POST', '/v1/app/paylink', { as, body: { ...validLink, ...overrides } });
      expect(res.status).toBe(201);
      return res.body;
    },
    payCard: (hash, key, body, address) =>
      publicCall(
        'POST',
        `/v1/external/paylink/checkout/${hash}/payment/card`,
        body,
        { 'Idempotency-Key': key },
        address,
      ),
  };
}

/** A test file's own seeded API (opened before its tests, closed after) and the calls on it. */
export function usePaylinkApi(): PaylinkCalls & { api: () => TestApi } {
  let opened: TestApi | undefined;
  beforeAll(async () => {
    opened = await openTestApi();
  }, SEED_TIMEOUT);
  afterAll(async () => opened?.close());
  const api = () => {
    if (!opened) throw new Error('usePaylinkApi: the API is opened in beforeAll');
    return opened;
  };
  return { api, ...paylinkCalls(api) };
}
