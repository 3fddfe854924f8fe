import type * as ApiModule from '@/api';
import { screen, waitFor } from '@testing-library/react';
import { screen as shadowScreen } from 'shadow-dom-testing-library';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anticipationSimulationReceivables, type AnticipationSimulation } from '@contract/anticipation';
import { ApiError } from '@/api/errors';
import { renderPage } from '@/ui/page/testing/render-page';
import { findIon, findIonNative, tapIon } from '@/ui/testing/ionic';
import { SimulationReceivables } from './simulation-receivables';

const api = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('@/api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), api }));

// 45 receivables, one a day from 01/12/2026; the server's pages are slices of them.
const TAKEN = Array.from({ length: 45 }, (_, i) => ({
  id: 1_000 + i,
  original_date: new Date(Date.UTC(2026, 11, 1 + i)).toISOString().slice(0, 10),
  amount: 10_000 + i,
  fee: 50 + i,
}));
const simulation = (answered: number): AnticipationSimulation => ({
  simulation_id: 'sim-9',
  amount: 500_000,
  fee_amount: 3_000,
  net_amount: 497_000,
  rate_monthly: 1.99,
  receivables: TAKEN.slice(0, answered),
  receivables_count: TAKEN.length,
  credit_date: '2026-11-30',
  expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
});

let failNext = false;
beforeEach(() => {
  failNext = false;
  api.call.mockReset();
  api.call.mockImplementation((endpoint: unknown, opts: { query: { page: number; perPage: number } }) => {
    if (endpoint !== anticipationSimulationReceivables) return Promise.reject(new Error('unexpected call'));
    if (failNext) {
      failNext = false;
      return Promise.reject(new ApiError('Sem conexão com o servidor.', { status: 0, network: true }));
    }
    const { page, perPage } = opts.query;
    return Promise.resolve({ data: TAKEN.slice((page - 1) * perPage, page * perPage), total: TAKEN.length });
  });
});

const render = (answered: number, offlineReason?: string) =>
  renderPage(() => (
    <>
      <h1>Antecipar</h1>
      <SimulationReceivables simulation={simulation(answered)} offlineReason={offlineReason} />
    </>
  ));
const table = () => screen.getByRole('table', { name: '45 recebíveis antecipados' });
const rows = () => [...table().querySelectorAll('tbody tr')];
const firstCells = () => rows().map((row) => row.querySelector('td')?.textContent);
const pagesAsked = () => api.call.mock.calls.map(([, opts]) => opts as unknown);

describe('SimulationReceivables', () => {
  it('shows the first 5 of those answered, then the rest of them, then a page of the API at each tap', async () => {
    await render(20);
    expect(rows()).toHaveLength(5);
    expect(screen.getByRole('status').textContent).toBe('Mostrando 5 de 45 recebíveis.');
    await tapIon(await findIon('button', 'Ver mais recebíveis'));
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(api.call).not.toHaveBeenCalled();
    await tapIon(await findIon('button', 'Ver mais recebíveis'));
    await waitFor(() => expect(rows()).toHaveLength(40));
    await tapIon(await findIon('button', 'Ver mais recebíveis'));
    await waitFor(() => expect(rows()).toHaveLength(45));
    expect(pagesAsked()).toEqual([
      { params: { simulation_id: 'sim-9' }, query: { page: 2, perPage: 20 }, signal: expect.any(AbortSignal) },
      { params: { simulation_id: 'sim-9' }, query: { page: 3, perPage: 20 }, signal: expect.any(AbortSignal) },
    ]);
    // Every one once, in order, and nothing more to ask for.
    expect(firstCells()).toEqual(TAKEN.map((r) => r.original_date.split('-').reverse().join('/')));
    expect(screen.getByRole('status').textContent).toBe('Mostrando 45 de 45 recebíveis.');
    expect(shadowScreen.queryByShadowRole('button', { name: 'Ver mais recebíveis' })).toBeNull();
    // 'Ver menos' goes back to the first few; 'Ver mais' shows the loaded ones again without a call.
    await tapIon(await findIon('button', 'Ver menos'));
    await waitFor(() => expect(rows()).toHaveLength(5));
    await tapIon(await findIon('button', 'Ver mais recebíveis'));
    await waitFor(() => expect(rows()).toHaveLength(45));
    expect(api.call).toHaveBeenCalledTimes(2);
  });

  it('follows on from however many the simulation answered with, never twice the same one', async () => {
    await render(8);
    await tapIon(await findIon('button', 'Ver mais recebíveis'));
    await waitFor(() => expect(rows()).toHaveLength(8));
    await tapIon(await findIon('button', 'Ver mais recebíveis'));
    await waitFor(() => expect(rows()).toHaveLength(20));
    await tapIon(await findIon('button', 'Ver mais recebíveis'));
    await waitFor(() => expect(rows()).toHaveLength(40));
    expect(pagesAsked().map((opts) => (opts as { query: unknown }).query)).toEqual([
      { page: 1, perPage: 20 },
      { page: 2, perPage: 20 },
    ]);
    expect(new Set(firstCells()).size).toBe(40);
  });

  it('says so when a page does not come, and asks again on the next tap', async () => {
    await render(5);
    failNext = true;
    await tapIon(await findIon('button', 'Ver mais recebíveis'));
    expect((await screen.findByRole('alert')).textContent).toContain('Não foi possível carregar mais recebíveis');
    expect(rows()).toHaveLength(5);
    await tapIon(await findIon('button', 'Ver mais recebíveis'));
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offline: shows what it has, and says why no more can come', async () => {
    await render(20, 'Sem conexão: conecte-se à internet para continuar.');
    await tapIon(await findIon('button', 'Ver mais recebíveis'));
    await waitFor(() => expect(rows()).toHaveLength(20));
    const more = await findIonNative('button', 'Ver mais recebíveis');
    expect(more.hasAttribute('disabled')).toBe(true);
    expect(api.call).not.toHaveBeenCalled();
  });
});
