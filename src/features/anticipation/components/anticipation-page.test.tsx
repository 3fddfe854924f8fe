import type * as ApiModule from '@/api';
import type * as AuthModule from '@/auth';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { screen as shadowScreen } from 'shadow-dom-testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  anticipationAvailable,
  anticipationConfirm,
  anticipationList,
  anticipationSimulate,
  type Anticipation,
  type AnticipationAvailable,
  type AnticipationSimulation,
} from '@contract/anticipation';
import type { Endpoint } from '@contract/endpoint';
import { ApiError } from '@/api/errors';
import { draftStoreFor } from '@/offline/drafts';
import { renderPage } from '@/ui/page/testing/render-page';
import { findIon, tapIon } from '@/ui/testing/ionic';
import { AnticipationPage } from './anticipation-page';

const online = vi.hoisted(() => ({ value: true }));
vi.mock('@/offline/connectivity', () => ({ useIsOnline: () => online.value, isOnline: () => online.value }));
const roles = vi.hoisted(() => ({ value: ['sales_access', 'sales_anticipation'] }));
vi.mock('@/auth', async (importOriginal) => ({
  hasRole: (await importOriginal<typeof AuthModule>()).hasRole,
  useIsReadOnlySession: () => false,
  useSessionUser: () => ({ sub: 'alice-uuid', merchantId: 1, realmRoles: roles.value, clientRoles: {} }),
}));
const api = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('@/api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), api }));
vi.mock('@/ui/toast', () => ({ showToast: vi.fn() }));

const AVAILABLE: AnticipationAvailable = {
  amount: 500_000,
  receivables_count: 12,
  first_date: '2026-12-01',
  last_date: '2027-03-15',
};
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const receivable = (n: number) => ({
  id: 100 + n,
  original_date: `2026-12-${String(n).padStart(2, '0')}`,
  amount: 12_500,
  fee: 100 + n,
});
const SIMULATION: AnticipationSimulation = {
  simulation_id: 'sim-1',
  amount: 100_000,
  fee_amount: 1_234,
  net_amount: 98_766,
  rate_monthly: 1.99,
  receivables: Array.from({ length: 8 }, (_, i) => receivable(i + 1)),
  receivables_count: 8,
  credit_date: '2026-11-27',
  expires_at: inMinutes(15),
};
const DONE: Anticipation = {
  anticipation_id: 7,
  amount: 100_000,
  fee_amount: 1_234,
  net_amount: 98_766,
  credit_date: '2026-11-27',
  created_at: '2026-11-26T22:30:00Z',
};

type Answer = (opts: unknown) => unknown;
let answers: Map<Endpoint, Answer>;
const answer = (endpoint: Endpoint, fn: Answer) => answers.set(endpoint, fn);

beforeEach(() => {
  localStorage.clear();
  online.value = true;
  roles.value = ['sales_access', 'sales_anticipation'];
  answers = new Map<Endpoint, Answer>([
    [anticipationAvailable, () => AVAILABLE],
    [anticipationList, () => ({ data: [DONE], total: 1 })],
    [anticipationSimulate, () => SIMULATION],
    [anticipationConfirm, () => DONE],
  ]);
  api.call.mockReset();
  api.call.mockImplementation((endpoint: Endpoint, opts: unknown) => {
    const fn = answers.get(endpoint);
    return fn ? Promise.resolve().then(() => fn(opts)) : Promise.reject(new Error(`unexpected ${endpoint.id}`));
  });
});
afterEach(() => draftStoreFor('alice-uuid', 1).close());

const render = () => renderPage(() => <AnticipationPage />);
const calls = (endpoint: Endpoint) => api.call.mock.calls.filter(([called]) => called === endpoint);
const typeAmount = async (value: string) => {
  const field = (await screen.findByLabelText('Valor a antecipar')) as HTMLInputElement;
  fireEvent.input(field, { target: { value } });
  return field;
};
const simulate = async () => {
  await typeAmount('100000');
  await tapIon(await findIon('button', 'Simular'));
  await screen.findByText('Resultado da simulação');
};

describe('AnticipationPage: what can be anticipated', () => {
  it('says how much, how many receivables and from when to when', async () => {
    await render();
    const summary = await screen.findByTestId('available');
    expect(summary.textContent).toContain('R$\u00a05.000,00');
    expect(summary.textContent).toContain('12 recebíveis');
    expect(summary.textContent).toContain('de 01/12/2026 a 15/03/2027');
  });

  it('says plainly when there is nothing to anticipate, with no form', async () => {
    answer(anticipationAvailable, () => ({ amount: 0, receivables_count: 0, first_date: null, last_date: null }));
    await render();
    expect(await screen.findByText('Nada para antecipar agora')).toBeTruthy();
    expect(screen.queryByLabelText('Valor a antecipar')).toBeNull();
  });

  it('lists the past anticipations', async () => {
    await render();
    const list = await screen.findByRole('list', { name: 'Antecipações feitas' });
    expect(list.textContent).toContain('R$\u00a0987,66');
    expect(list.textContent).toContain('27/11/2026');
  });
});

describe('AnticipationPage: the simulation', () => {
  it('refuses more than available, and sends nothing', async () => {
    await render();
    await typeAmount('500001');
    await tapIon(await findIon('button', 'Simular'));
    // (Testing Library reads the no-break space of 'R$ 5.000,00' as a space.)
    expect(await screen.findByText('O valor máximo para antecipar é R$ 5.000,00')).toBeTruthy();
    expect(calls(anticipationSimulate)).toEqual([]);
  });

  it('shows the fee, the net, the rate, the credit date, the validity and the receivables', async () => {
    await render();
    await simulate();
    expect(calls(anticipationSimulate)[0]?.[1]).toEqual({ body: { amount: 100_000 } });
    const result = screen.getByRole('region', { name: 'Resultado da simulação' });
    const text = result.textContent ?? '';
    expect(text).toContain('R$\u00a01.000,00');
    expect(text).toContain('R$\u00a012,34');
    expect(text).toContain('R$\u00a0987,66');
    expect(text).toContain('1,99% a.m.');
    expect(text).toContain('27/11/2026');
    expect(text).toMatch(/Válida até \d{2}:\d{2}/);
    expect(text).not.toContain('não são divididos');
    // Many receivables: the first few, and a button for the rest.
    expect(result.querySelectorAll('tbody tr')).toHaveLength(5);
    await tapIon(await findIon('button', 'Ver mais recebíveis'));
    await waitFor(() => expect(result.querySelectorAll('tbody tr')).toHaveLength(8));
    expect(text).toContain('01/12/2026');
  });

  it('counts every receivable the simulation takes, not the page it answered with; confirms it by id', async () => {
    answer(anticipationSimulate, () => ({ ...SIMULATION, receivables_count: 13_587 }));
    await render();
    await simulate();
    const result = screen.getByRole('region', { name: 'Resultado da simulação' });
    expect(screen.getByRole('table', { name: '13.587 recebíveis antecipados' })).toBeTruthy();
    expect(result.textContent).toContain('Mostrando 5 de 13.587 recebíveis.');
    await tapIon(await findIon('button', 'Antecipar'));
    const dialog = await screen.findByText(/serão pagos antecipadamente/);
    expect(dialog.textContent).toContain('13.587 recebíveis, R$\u00a01.000,00 no total');
    await tapIon(await findIon('button', 'Confirmar antecipação'));
    await screen.findByRole('region', { name: 'Antecipação feita' });
    expect(calls(anticipationConfirm)[0]?.[1]).toMatchObject({ body: { simulation_id: 'sim-1' } });
  });

  it('keeps no draft of an amount once it was simulated (a simulation is not a draft)', async () => {
    await render();
    const store = draftStoreFor('alice-uuid', 1);
    await typeAmount('100000');
    await waitFor(() => expect(store.read('anticipation:amount')).toBeDefined());
    await tapIon(await findIon('button', 'Simular'));
    await screen.findByText('Resultado da simulação');
    await waitFor(() => expect(store.read('anticipation:amount')).toBeUndefined());
  });

  it('says so when whole receivables come to less than asked', async () => {
    answer(anticipationSimulate, () => ({ ...SIMULATION, amount: 99_000, net_amount: 97_766 }));
    await render();
    await simulate();
    expect(screen.getByRole('region', { name: 'Resultado da simulação' }).textContent).toContain(
      'Recebíveis não são divididos: o mais perto de R$\u00a01.000,00 sem passar é R$\u00a0990,00.',
    );
  });

  it('asks to simulate again once the simulation expired', async () => {
    answer(anticipationSimulate, () => ({ ...SIMULATION, expires_at: inMinutes(-1) }));
    await render();
    await simulate();
    expect(await screen.findByText(/Esta simulação expirou/)).toBeTruthy();
    expect(shadowScreen.queryByShadowRole('button', { name: 'Antecipar' })).toBeNull();
    expect(await findIon('button', 'Simular novamente')).toBeTruthy();
  });

  it('needs a connection to simulate', async () => {
    online.value = false;
    await render();
    expect(await screen.findByText(/conecte-se à internet/)).toBeTruthy();
    expect(calls(anticipationSimulate)).toEqual([]);
  });
});

describe('AnticipationPage: who may anticipate', () => {
  it('without the sales_anticipation role: no simulation or confirmation, and says why', async () => {
    roles.value = ['sales_access', 'bypass_permission'];
    await render();
    expect(await screen.findByText(/não tem permissão para antecipar/)).toBeTruthy();
    expect(shadowScreen.queryByShadowRole('button', { name: 'Simular' })).toBeNull();
    expect(shadowScreen.queryByShadowRole('button', { name: 'Antecipar' })).toBeNull();
  });
});

describe('AnticipationPage: confirming', () => {
  it('confirms with an Idempotency-Key and shows what arrives when', async () => {
    await render();
    await simulate();
    await tapIon(await findIon('button', 'Antecipar'));
    await tapIon(await findIon('button', 'Confirmar antecipação'));
    const done = await screen.findByRole('region', { name: 'Antecipação feita' });
    expect(done.textContent).toContain('R$\u00a0987,66');
    expect(done.textContent).toContain('27/11/2026');
    const [, opts] = calls(anticipationConfirm)[0] as [Endpoint, { body: unknown; headers: Record<string, string> }];
    expect(opts.body).toEqual({ simulation_id: 'sim-1' });
    expect(opts.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('retries the same attempt with the same key after no answer', async () => {
    let tries = 0;
    answer(anticipationConfirm, () => {
      tries += 1;
      if (tries === 1) throw new ApiError('Sem conexão com o servidor.', { status: 0, network: true });
      return DONE;
    });
    await render();
    await simulate();
    await tapIon(await findIon('button', 'Antecipar'));
    await tapIon(await findIon('button', 'Confirmar antecipação'));
    expect(await screen.findByText(/Sem conexão com o servidor/)).toBeTruthy();
    await tapIon(await findIon('button', 'Tentar novamente'));
    await screen.findByRole('region', { name: 'Antecipação feita' });
    const keys = calls(anticipationConfirm).map(
      ([, opts]) => (opts as { headers: Record<string, string> }).headers['Idempotency-Key'],
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});
