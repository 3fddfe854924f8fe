import { afterEach, describe, expect, it, vi } from 'vitest';
import { paylinkList } from '@contract/paylinks';
import { refundCreate } from '@contract/refunds';
import { buildQuery, createApiClient, type ApiClient } from './client';
import {
  ApiError,
  FALLBACK_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  NO_RESPONSE_MESSAGE,
  messageFromBody,
} from './errors';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

function clientWith(response: Response | Error, token?: string) {
  const fetchMock = vi.fn(() => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response)));
  vi.stubGlobal('fetch', fetchMock);
  const reports: boolean[] = [];
  const client = createApiClient({
    baseUrl: () => '/api',
    getToken: () => Promise.resolve(token),
    onNetworkResult: (ok) => reports.push(ok),
  });
  return { client, fetchMock, reports };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** A call of the contract, as the screens make them: the paylinks' list answers `{ data, total }`. */
const NO_LINKS = { data: [], total: 0 };
const listLinks = (client: ApiClient) => client.call(paylinkList);

afterEach(() => vi.unstubAllGlobals());

describe('buildQuery', () => {
  it('repeats keys for arrays and skips empty values', () => {
    expect(buildQuery({ status: ['CONFIRMED', 'DENIED'], page: 1, q: '', x: undefined, y: null })).toBe(
      '?status=CONFIRMED&status=DENIED&page=1',
    );
    expect(buildQuery({})).toBe('');
  });
});

describe('API client requests', () => {
  it('sends JSON headers, no-cache and the bearer token', async () => {
    const { client, fetchMock } = clientWith(json(200, NO_LINKS), 'tok');
    const body = await client.call(paylinkList, { query: { page: 2 } });
    expect(body).toEqual(NO_LINKS);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/app/paylink/?page=2');
    expect(init.method).toBe('GET');
    expect(init.headers).toMatchObject({
      Accept: 'application/json',
      'Cache-Control': 'no-cache',
      Authorization: 'Bearer tok',
    });
    expect(init.cache).toBe('no-store');
  });

  it('sends no Authorization header without a token', async () => {
    const { client, fetchMock } = clientWith(json(200, NO_LINKS));
    await listLinks(client);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it("sends a call's own headers (a refund's Idempotency-Key), never over the client's", async () => {
    const done = { refund_id: 3, transaction_id: 9, amount: 500, kind: 'REFUND', status: 'DONE', created_at: 'x' };
    const { client, fetchMock } = clientWith(json(201, done), 'tok');
    await client.call(refundCreate, {
      params: { transaction_id: 9 },
      body: { amount: 500 },
      headers: { 'Idempotency-Key': 'k-1', Authorization: 'Bearer other' },
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/app/transaction/9/refund');
    expect(init.headers).toMatchObject({ 'Idempotency-Key': 'k-1', Authorization: 'Bearer tok' });
  });

  it('rejects a response that does not match its schema', async () => {
    const { client } = clientWith(json(200, { data: 'x', total: 0 }));
    const error = await failure(listLinks(client));
    expect(error.message).toBe('Resposta inesperada do servidor.');
  });
});

describe('DELETE (api.remove)', () => {
  it.each<[string, Response, unknown]>([
    ['204 without a body', new Response(null, { status: 204 }), null],
    ['200 with a JSON body', json(200, { deleted: 3 }), { deleted: 3 }],
    ['200 with an empty body', new Response('', { status: 200 }), null],
    ['200 with a text body', new Response('ok', { status: 200 }), null],
    ['202 with a JSON body', json(202, { message: 'scheduled' }), { message: 'scheduled' }],
  ])('is done on %s', async (_, response, body) => {
    const { client, fetchMock } = clientWith(response);
    await expect(client.remove('/v1/app/paylink/7')).resolves.toEqual(body);
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/app/paylink/7', expect.objectContaining({ method: 'DELETE' }));
  });

  it('fails on an error status with its message', async () => {
    const { client } = clientWith(json(404, { message: 'Not found' }));
    expect((await failure(client.remove('/v1/app/paylink/7'))).status).toBe(404);
  });
});

describe('error rules (requirements §8)', () => {
  it('joins message and a list of details with |', async () => {
    const { client } = clientWith(json(400, { message: 'Parâmetros inválidos.', detail: ['a: x', 'b: y'] }));
    expect((await failure(listLinks(client))).message).toBe('Parâmetros inválidos. [a: x|b: y]');
  });

  it('appends a single detail in brackets', () => {
    expect(messageFromBody({ message: 'Erro', detail: 'campo' })).toBe('Erro [campo]');
    expect(messageFromBody({ message: 'Erro' })).toBe('Erro');
  });

  it('falls back when the body has no message', async () => {
    const { client } = clientWith(new Response('oops', { status: 500 }));
    expect((await failure(listLinks(client))).message).toBe(FALLBACK_ERROR_MESSAGE);
    expect(messageFromBody({ detail: 'x' })).toBe(FALLBACK_ERROR_MESSAGE);
  });

  it('does not turn a 401 into a message', async () => {
    const { client } = clientWith(json(401, { message: 'Não autenticado.' }));
    const error = await failure(listLinks(client));
    expect(error.status).toBe(401);
    expect(error.message).toBe('');
  });

  it('passes the original error through with preserve-response: true', async () => {
    const { client } = clientWith(json(422, { message: 'm', detail: 'd' }, { 'preserve-response': 'true' }));
    const error = await failure(listLinks(client));
    expect(error.status).toBe(422);
    expect(error.body).toEqual({ message: 'm', detail: 'd' });
    expect(error.message).not.toBe('m [d]');
  });

  it('maps a network failure and reports the network as unreachable', async () => {
    const { client, reports } = clientWith(new TypeError('Failed to fetch'));
    const error = await failure(listLinks(client));
    expect(error.network).toBe(true);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(reports).toEqual([false]);
  });

  it("uses the error's message, else 'Server Internal Error', without a response", async () => {
    expect((await failure(listLinks(clientWith(new Error('Tempo esgotado')).client))).message).toBe('Tempo esgotado');
    expect((await failure(listLinks(clientWith(new Error('')).client))).message).toBe(NO_RESPONSE_MESSAGE);
  });
});
