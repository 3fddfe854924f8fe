import { USERS, type TestApi } from './test-helpers.ts';

/**
 * Calls of the anticipation tests. The demo users of test-helpers carry no acting roles; these
 * are the realm's (server/identity/users.ts): lojista (merchant 1) and, to try tenancy both ways,
 * a merchant-3 user with `sales_anticipation` too; suporte keeps bypass_permission only.
 */
const withRole = <U extends { realm_access: { roles: string[] } }>(user: U, ...roles: string[]) => ({
  ...user,
  realm_access: { roles: [...user.realm_access.roles, ...roles] },
});

export const ACTORS = {
  lojista: withRole(USERS.lojista, 'sales_refund', 'sales_anticipation'),
  vendedor: withRole(USERS.vendedor, 'sales_refund', 'sales_anticipation'),
  suporte: USERS.suporte,
};
export type Actor = keyof typeof ACTORS;

// The answers are read field by field, as docs/api.md describes them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; body: any };

export function anticipationCalls(api: () => TestApi) {
  const tokens = new Map<Actor, string>();
  const call = async (
    method: string,
    path: string,
    opts: { as?: Actor; body?: unknown; key?: string } = {},
  ): Promise<Answer> => {
    const as = opts.as ?? 'lojista';
    const token = tokens.get(as) ?? (await api().keys.sign(ACTORS[as]));
    tokens.set(as, token);
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    if (opts.key !== undefined) headers['Idempotency-Key'] = opts.key;
    const res = await api().app.request(path, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  const receivables = (simulationId: string, query = '', as: Actor = 'lojista') =>
    call('GET', `/v1/app/anticipation/simulation/${simulationId}/receivables${query}`, { as });
  /** Every receivable of a simulation, read page after page as a client would. */
  async function allReceivables(simulationId: string, perPage = 100) {
    const all: { id: number; original_date: string; amount: number; fee: number }[] = [];
    for (let page = 1; ; page++) {
      const res = await receivables(simulationId, `?page=${page}&perPage=${perPage}`);
      if (res.status !== 200) throw new Error(`page ${page}: ${res.status}`);
      all.push(...res.body.data);
      if (all.length >= res.body.total || res.body.data.length === 0) return all;
    }
  }
  return {
    call,
    available: (as: Actor = 'lojista') => call('GET', '/v1/app/anticipation/available', { as }),
    simulate: (amount: unknown, as: Actor = 'lojista') =>
      call('POST', '/v1/app/anticipation/simulation', { as, body: { amount } }),
    receivables,
    allReceivables,
    confirm: (simulationId: string, key: string, as: Actor = 'lojista') =>
      call('POST', '/v1/app/anticipation', { as, body: { simulation_id: simulationId }, key }),
    list: (query = '', as: Actor = 'lojista') => call('GET', `/v1/app/anticipation${query}`, { as }),
  };
}
