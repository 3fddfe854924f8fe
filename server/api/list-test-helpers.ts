import type * as v from 'valibot';
import { expect } from 'vitest';
import type { Endpoint, ResponseOf } from '../../contract/endpoint.ts';
import { answerOf, errorOf, type RawAnswer } from '../testing/contract-answers.ts';
import type { TestApi, TestUser } from './test-helpers.ts';

/**
 * Helpers of the list endpoints' tests: answers read through their declaration, paging through a
 * whole filter, 400 details.
 */

/** A list call: its success answers a page of rows and the filter's total. */
type ListEndpoint<R> = Endpoint & {
  success: { status: 200; schema: v.GenericSchema<unknown, { data: R[]; total: number }> };
};

/** `path` (an address of `declared`) as `user`: a 200, its body parsed by the declared success schema. */
export async function getJson<E extends Endpoint>(
  api: TestApi,
  declared: E,
  path: string,
  user: TestUser = 'lojista',
): Promise<ResponseOf<E>> {
  const answer = await answerOf(declared, path, await api.get(path, user));
  if (answer.status !== 200) expect.fail(`${path} → ${answer.status} ${JSON.stringify(answer.raw)}`);
  return answer.body;
}

/** Every row of a list, page by page (perPage 100), checking `total` stays put. */
export async function pageAll<R>(
  api: TestApi,
  declared: ListEndpoint<R>,
  path: string,
  user: TestUser = 'lojista',
): Promise<{ rows: R[]; total: number }> {
  const join = path.includes('?') ? '&' : '?';
  const rows: R[] = [];
  let total = -1;
  for (let page = 1; ; page++) {
    const body = await getJson(api, declared, `${path}${join}perPage=100&page=${page}`, user);
    if (total === -1) total = body.total;
    expect(body.total).toBe(total);
    rows.push(...body.data);
    if (body.data.length < 100) break;
  }
  return { rows, total };
}

/** The 400 detail list of a call. */
export async function badRequest(api: TestApi, path: string, user: TestUser = 'lojista'): Promise<string[]> {
  const res = await api.get(path, user);
  const answer: RawAnswer = { status: res.status, raw: await res.json() };
  expect(answer.status, `${path} → ${JSON.stringify(answer.raw)}`).toBe(400);
  const { message, detail = [] } = errorOf(answer);
  expect(message).toBe('Parâmetros inválidos.');
  if (!Array.isArray(detail)) expect.fail(`${path}: one detail, not a list: ${detail}`);
  return detail;
}

export async function expectNotFound(api: TestApi, path: string, user: TestUser = 'lojista'): Promise<void> {
  const res = await api.get(path, user);
  expect(res.status, path).toBe(404);
  expect(await res.json()).toEqual({ message: 'Registro não encontrado.' });
}

/** A single number from SQL (count or sum), as a JS number. */
export async function sqlNumber(api: TestApi, statement: string, params: (string | number)[] = []): Promise<number> {
  const [row] = await api.sql(statement, params);
  return Number(Object.values(row ?? {})[0] ?? 0);
}

/** Asserts `values` is ordered (ascending, or descending when `desc`). */
export function expectOrdered(values: readonly (string | number)[], desc: boolean, label = ''): void {
  for (let i = 1; i < values.length; i++) {
    const [a, b] = [values[i - 1] as string | number, values[i] as string | number];
    if (desc ? a < b : a > b) expect.fail(`${label} out of order at ${i}: ${String(a)} then ${String(b)}`);
  }
}
