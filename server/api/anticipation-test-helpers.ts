import {
  anticipationAvailable,
  anticipationConfirm,
  anticipationList,
  anticipationSimulate,
  anticipationSimulationReceivables,
} from '../../contract/anticipation.ts';
import type { Endpoint, ResponseOf } from '../../contract/endpoint.ts';
import { answerOf, requestInit, tokenCache, type Answer } from '../testing/contract-answers.ts';
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

export function anticipationCalls(api: () => TestApi) {
  const token = tokenCache((as: Actor) => api().keys.sign(ACTORS[as]));
  /** `path` (an address of `declared`, with its query) as `opts.as`; the answer read through `declared`. */
  const call = async <E extends Endpoint>(
    declared: E,
    path: string,
    opts: { as?: Actor; body?: unknown; key?: string } = {},
  ): Promise<Answer<E>> => {
    const init = requestInit(declared.method, { ...opts, token: await token(opts.as ?? 'lojista') });
    return answerOf(declared, path, await api().app.request(path, init));
  };
  const receivables = (simulationId: string, query = '', as: Actor = 'lojista') =>
    call(anticipationSimulationReceivables, `/v1/app/anticipation/simulation/${simulationId}/receivables${query}`, {
      as,
    });
  /** Every receivable of a simulation, read page after page as a client would. */
  async function allReceivables(simulationId: string, perPage = 100) {
    const all: ResponseOf<typeof anticipationSimulationReceivables>['data'] = [];
    for (let page = 1; ; page++) {
      const res = await receivables(simulationId, `?page=${page}&perPage=${perPage}`);
      if (res.status !== 200) throw new Error(`page ${page}: ${res.status}`);
      all.push(...res.body.data);
      if (all.length >= res.body.total || res.body.data.length === 0) return all;
    }
  }
  return {
    call,
    available: (as: Actor = 'lojista') => call(anticipationAvailable, '/v1/app/anticipation/available', { as }),
    simulate: (amount: unknown, as: Actor = 'lojista') =>
      call(anticipationSimulate, '/v1/app/anticipation/simulation', { as, body: { amount } }),
    receivables,
    allReceivables,
    confirm: (simulationId: string, key: string, as: Actor = 'lojista') =>
      call(anticipationConfirm, '/v1/app/anticipation', { as, body: { simulation_id: simulationId }, key }),
    list: (query = '', as: Actor = 'lojista') => call(anticipationList, `/v1/app/anticipation${query}`, { as }),
  };
}
