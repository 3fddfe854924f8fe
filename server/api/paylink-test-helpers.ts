import { afterAll, beforeAll, expect } from 'vitest';
import * as v from 'valibot';
import { payByCard } from '../../contract/checkout/card.ts';
import type { Endpoint, ResponseOf } from '../../contract/endpoint.ts';
import { paylinkCreate } from '../../contract/paylinks.ts';
import { answerOf, bodyAs, requestInit, tokenCache, type Answer, type RawAnswer } from '../testing/contract-answers.ts';
import { openTestApi, SEED_TIMEOUT, USERS, type TestApi, type TestUser } from './test-helpers.ts';

/**
 * Calls of the payment-link tests: the merchant's (a demo user's bearer) and the customer's
 * (empty basic auth, from a client address of the test's choosing). Each call is named by its
 * contract declaration and its answer read through it (server/testing/contract-answers.ts).
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

/**
 * A card the issuer denied (402). The contract reads it as requirements §8's error; the sandbox
 * also names the attempt, and the tests hold it to exactly that (strict: nothing else, no card).
 */
const DenialSchema = v.strictObject({ status: v.literal('DENIED'), message: v.string(), payment_id: v.string() });
export const denialOf = (answer: RawAnswer) => bodyAs(DenialSchema, answer);

/** The keys of a JSON object answer as sent (the parsed body drops what the contract does not name), sorted. */
export const keysOf = (raw: unknown): string[] =>
  typeof raw === 'object' && raw !== null ? Object.keys(raw).sort() : [];

type Link = ResponseOf<typeof paylinkCreate>;

interface CallOptions {
  /** A demo user's bearer; null for none. Default: lojista. */
  as?: TestUser | null;
  body?: unknown;
  headers?: Record<string, string>;
  /** The client's address as the socket would give it (the public calls' rate limits read it). */
  address?: string;
}

export interface PaylinkCalls {
  /** `path` (an address of `declared`, with its query); the answer read through `declared`. */
  call<E extends Endpoint>(declared: E, path: string, opts?: CallOptions): Promise<Answer<E>>;
  publicCall<E extends Endpoint>(
    declared: E,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
    address?: string,
  ): Promise<Answer<E>>;
  createLink(as?: TestUser, overrides?: Record<string, unknown>): Promise<Link>;
  /** Pays the link `hash` (as the link answered it: the sandbox always sends it) by card. */
  payCard(hash: Link['url_hash'], key: string, body: unknown, address?: string): Promise<Answer<typeof payByCard>>;
}

export function paylinkCalls(api: () => TestApi): PaylinkCalls {
  const token = tokenCache((as: TestUser) => api().keys.sign(USERS[as]));
  const call: PaylinkCalls['call'] = async (declared, path, opts = {}) => {
    const as = opts.as === undefined ? 'lojista' : opts.as;
    const init = requestInit(declared.method, { token: as ? await token(as) : undefined, body: opts.body });
    // The test's own headers (basic auth, an Idempotency-Key) under the bearer and the content type.
    const headers = new Headers(opts.headers);
    new Headers(init.headers).forEach((value, name) => headers.set(name, value));
    // What @hono/node-server hands the app: the request's socket.
    const env = { incoming: { socket: { remoteAddress: opts.address ?? '203.0.113.1' } } };
    return answerOf(declared, path, await api().app.request(path, { ...init, headers }, env));
  };
  const publicCall: PaylinkCalls['publicCall'] = (declared, path, body, headers = {}, address) =>
    call(declared, path, { as: null, body, headers: { Authorization: 'Basic Og==', ...headers }, address });
  return {
    call,
    publicCall,
    createLink: async (as = 'lojista', overrides = {}) => {
      const res = await call(paylinkCreate, '/v1/app/paylink', { as, body: { ...validLink, ...overrides } });
      expect(res.status).toBe(201);
      return res.body;
    },
    payCard: (hash, key, body, address) =>
      publicCall(
        payByCard,
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
