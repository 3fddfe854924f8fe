import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, SEED_TIMEOUT, type TestApi } from './test-helpers.ts';

/**
 * One query-string rule for every route (list-params.ts): unknown, repeated and out-of-range
 * parameters are a 400 listing `field: message`, the same words on every route.
 */
let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
}, SEED_TIMEOUT);
afterAll(() => api?.close());

async function problems(path: string): Promise<{ status: number; detail: unknown }> {
  const res = await api.get(path);
  const body = (await res.json()) as { message?: string; detail?: unknown };
  if (res.status === 400) expect(body.message).toBe('Parâmetros inválidos.');
  return { status: res.status, detail: body.detail };
}

const STATS = '/v1/app/transaction/stats?date_ini=2025-01-01&date_end=2025-01-31';
const NO_QUERY_ROUTES = ['/v1/app/terminal', '/v1/app/sales_plan', '/v1/app/financial/adjust/1'];

describe('the query-string rule', () => {
  it('refuses an unknown parameter with the words the lists use', async () => {
    const list = await problems('/v1/app/transaction?desconhecido=1');
    expect(list).toEqual({ status: 400, detail: ['desconhecido: Parâmetro desconhecido'] });
    for (const path of [STATS, ...NO_QUERY_ROUTES]) {
      const joiner = path.includes('?') ? '&' : '?';
      expect(await problems(`${path}${joiner}desconhecido=1`), path).toEqual(list);
    }
  });

  it('refuses a repeated single parameter on transaction/stats', async () => {
    expect(await problems(`${STATS}&date_ini=2025-01-02`)).toEqual({
      status: 400,
      detail: ['date_ini: Informe um único valor'],
    });
  });

  it('refuses out-of-range dates and ranges on transaction/stats, as the lists do', async () => {
    const list = await problems('/v1/app/transaction?start_date=2025-02-30');
    expect(list.status).toBe(400);
    expect(await problems('/v1/app/transaction/stats?date_ini=2025-02-30&date_end=2025-03-01')).toEqual({
      status: 400,
      detail: (list.detail as string[]).map((line) => line.replace('start_date', 'date_ini')),
    });
    expect(await problems('/v1/app/transaction/stats?date_ini=2025-03-01&date_end=2025-02-01')).toEqual({
      status: 400,
      detail: ['date_end: Deve ser maior ou igual a date_ini'],
    });
    expect(await problems('/v1/app/transaction/stats?date_ini=2023-01-01&date_end=2025-01-01')).toEqual({
      status: 400,
      detail: ['date_end: O intervalo máximo é de 400 dias'],
    });
    expect(await problems('/v1/app/transaction/stats?date_ini=2025-01-01')).toEqual({
      status: 400,
      detail: ['date_end: Campo obrigatório'],
    });
  });

  it('still answers the routes without parameters, and empty values count as absent', async () => {
    for (const path of [STATS, '/v1/app/terminal', '/v1/app/sales_plan', '/v1/app/terminal?nsu='])
      expect((await api.get(path)).status, path).toBe(200);
  });
});
