import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPERATION } from '@contract/codes/lookups';
import type * as Api from '@/api';
import { ApiError } from '@/api';
import type * as Auth from '@/auth';
import { draftStoreFor } from '@/offline/drafts';
import { AppPage } from '@/ui/page/app-page';
import { renderPage } from '@/ui/page/testing/render-page';
import { findIon, tapIon } from '@/ui/testing/ionic';
import type { Receivable } from '@contract/shapes/receivable';
import { receivableRow } from '@/api/testing/rows';
import type { Transaction } from '../api/schemas';
import { SaleRefunds } from './sale-refunds';

const state = vi.hoisted(() => ({ feature: true, roles: ['sales_access', 'sales_refund'] }));
const call = vi.hoisted(() => vi.fn());

vi.mock('@/config/use-feature', () => ({ useFeature: () => state.feature }));
vi.mock('@/auth', async (original) => ({
  ...(await original<typeof Auth>()),
  useIsReadOnlySession: () => false,
  useSessionUser: () => ({ sub: 'ana-uuid', merchantId: 1, realmRoles: state.roles, clientRoles: {} }),
}));
vi.mock('@/api', async (original) => ({ ...(await original<typeof Api>()), api: { call } }));

const credit = {
  transaction_id: 41,
  payment_date: '2026-10-02T15:00:00Z',
  status: 'CONFIRMED',
  amount: 30_000,
  refunded_amount: 0,
  operation: { id: 2, operation_name: 'Crédito parcelado' },
} as unknown as Transaction;

const render = (sale: Transaction) =>
  renderPage(() => (
    <AppPage title="Venda">
      <SaleRefunds sale={sale} />
    </AppPage>
  ));

beforeEach(() => {
  localStorage.clear();
  state.feature = true;
  state.roles = ['sales_access', 'sales_refund'];
  call.mockReset();
  call.mockResolvedValue({ data: [] });
});
afterEach(() => draftStoreFor('ana-uuid', 1).close());

describe('Estornar venda: who and which sale', () => {
  it('is offered to a user with sales_refund on a confirmed credit sale', async () => {
    await render(credit);
    expect(await findIon('button', 'Estornar venda')).toBeTruthy();
  });

  it('says why a boleto sale has none, instead of nothing', async () => {
    await render({ ...credit, operation: { id: OPERATION.BOLETO, operation_name: 'Boleto' } } as Transaction);
    expect(await screen.findByText(/Boleto pago não tem estorno pelo portal/)).toBeTruthy();
    expect(screen.queryByText('Estornar venda')).toBeNull();
  });

  it('says a sale refunded in full has nothing left to refund', async () => {
    await render({ ...credit, refunded_amount: 30_000 } as Transaction);
    expect(await screen.findByText('O valor desta venda já foi todo estornado.')).toBeTruthy();
  });

  it('is not there with the feature off: no section, no call', async () => {
    state.feature = false;
    await render({ ...credit, refunded_amount: 1_000 } as Transaction);
    expect(screen.queryByText('Estornos')).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it('is not offered without the exact role (suporte has only bypass_permission)', async () => {
    state.roles = ['sales_access', 'bypass_permission'];
    await render(credit);
    expect(screen.queryByText('Estornos')).toBeNull();
  });

  it('shows suporte the refunds made, without the action', async () => {
    state.roles = ['sales_access', 'bypass_permission'];
    call.mockResolvedValue({
      data: [
        {
          refund_id: 1,
          transaction_id: 41,
          amount: 1_000,
          kind: 'REFUND',
          status: 'DONE',
          created_at: '2026-11-20T13:00:00Z',
          reason: 'Troca',
        },
      ],
    });
    await render({ ...credit, refunded_amount: 1_000 } as Transaction);
    expect(await screen.findByText(/Troca/)).toBeTruthy();
    expect(screen.getByText(/Estornado até agora/)).toBeTruthy();
    expect(document.body.textContent).not.toContain('Estornar venda');
  });

  it.each([
    ['a boleto', { operation: { id: 17, operation_name: 'Boleto' } }],
    ['a cancelled sale', { status: 'CANCELLED' }],
    ['a sale refunded in full', { status: 'REFUNDED', refunded_amount: 30_000 }],
  ])('is not offered on %s', async (_, change) => {
    await render({ ...credit, ...change } as Transaction);
    expect(document.body.textContent).not.toContain('Estornar venda');
  });

  it('shows nothing when the backend does not say what was refunded', async () => {
    const { refunded_amount: _, ...bare } = credit as unknown as Record<string, unknown>;
    await render(bare as unknown as Transaction);
    expect(screen.queryByText('Estornos')).toBeNull();
  });
});

describe('the refund form', () => {
  const open = async (sale: Transaction) => {
    await render(sale);
    await tapIon(await findIon('button', 'Estornar venda'));
    return screen.findByLabelText('Valor do estorno');
  };

  it('proposes all that is left; a debit sale is whole only, and says so', async () => {
    const amount = (await open({ ...credit, refunded_amount: 10_000 } as Transaction)) as HTMLInputElement;
    expect(amount.value).toBe('R$ 200,00'.replace(' ', '\u00a0'));
    expect(amount.disabled).toBe(false);
    fireEvent.click(await findIon('button', 'Cancelar'));

    localStorage.clear();
    const debit = { ...credit, transaction_id: 42, operation: { id: 0, operation_name: 'Débito' } } as Transaction;
    document.body.innerHTML = '';
    const field = (await open(debit)) as HTMLInputElement;
    expect(field.disabled).toBe(true);
    expect(screen.getByText('Vendas no débito são estornadas por inteiro.')).toBeTruthy();
  });

  it("confirms an older sale's refund as an estorno, sends one key, and retries with the same key", async () => {
    await open(credit);
    await tapIon(await findIon('button', 'Continuar'));
    expect(await screen.findByText('Confirme o estorno')).toBeTruthy();
    expect(screen.getByText(/recebíveis futuros desta venda diminuem a partir da última parcela/)).toBeTruthy();

    call.mockRejectedValueOnce(new ApiError('Sem conexão com o servidor.', { status: 0, network: true }));
    await tapIon(await findIon('button', 'Confirmar estorno'));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Sem conexão com o servidor.');

    call.mockResolvedValueOnce({
      refund_id: 9,
      transaction_id: 41,
      amount: 30_000,
      kind: 'REFUND',
      status: 'DONE',
      created_at: 'x',
    });
    await tapIon(await findIon('button', 'Tentar de novo'));
    expect(await screen.findByText('Estorno feito')).toBeTruthy();

    const posts = call.mock.calls.filter(([endpoint]) => (endpoint as { id: string }).id === 'refunds.create');
    expect(posts).toHaveLength(2);
    const keys = posts.map(([, opts]) => (opts as { headers: Record<string, string> }).headers['Idempotency-Key']);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect((posts[0]?.[1] as { body: unknown }).body).toEqual({ amount: 30_000 });
  });

  it("shows the server's Portuguese message for its own rules", async () => {
    await open({ ...credit, transaction_id: 43 } as Transaction);
    await tapIon(await findIon('button', 'Continuar'));
    call.mockRejectedValueOnce(new ApiError('Vendas Pix só podem ser estornadas em até 90 dias', { status: 400 }));
    await tapIon(await findIon('button', 'Confirmar estorno'));
    expect((await screen.findByRole('alert')).textContent).toBe('Vendas Pix só podem ser estornadas em até 90 dias');
  });

  it('refuses more than is left, in Portuguese', async () => {
    const amount = await open({ ...credit, transaction_id: 44 } as Transaction);
    fireEvent.input(amount, { target: { value: '300001' } });
    await tapIon(await findIon('button', 'Continuar'));
    expect(await screen.findByText(/O valor máximo para estorno é R\$/)).toBeTruthy();
    expect(screen.queryByText(/Confirme o/)).toBeNull();
  });
});

describe('where the money comes from', () => {
  // A 2x sale of R$ 300,00: the first installment paid out, the second still to be paid in unit 3629.
  const paid = receivableRow({
    id: 4101,
    transaction_id: 41,
    n_installment: 1,
    qt_installment: 2,
    gross_amount: 15_000,
    paid: true,
    receivable_unit_id: 3479,
  });
  const toCome = receivableRow({
    id: 4102,
    transaction_id: 41,
    n_installment: 2,
    qt_installment: 2,
    gross_amount: 15_000,
    paid: false,
    receivable_unit_id: 3629,
  });
  const withInstallments = (receivables: Receivable[]) =>
    ({ ...credit, transaction_id: 45, receivables }) as Transaction & { receivables: Receivable[] };
  const answer = {
    refund_id: 9,
    transaction_id: 45,
    amount: 1_000,
    kind: 'REFUND',
    status: 'DONE',
    created_at: '2026-11-28T13:16:03.375-03:00',
    reason: null,
    reduced_amount: 0,
    debit_amount: 967,
    debits: [{ payment_id: 793, payment_date: '2026-11-29', amount: 967 }],
  };
  const backend = (units: Record<number, { paid: boolean; committed_amount: number }>) =>
    call.mockImplementation((endpoint: { id: string }, opts: { params?: { id?: number } }) => {
      if (endpoint.id === 'receivableUnits.detail') return Promise.resolve(units[opts.params?.id ?? 0]);
      if (endpoint.id === 'refunds.create') return Promise.resolve(answer);
      return Promise.resolve({ data: [] });
    });
  const confirmPart = async (sale: Transaction, typed: string) => {
    await render(sale);
    await tapIon(await findIon('button', 'Estornar venda'));
    fireEvent.input(await screen.findByLabelText('Valor do estorno'), { target: { value: typed } });
    await tapIon(await findIon('button', 'Continuar'));
    return screen.findByText('Confirme o estorno');
  };

  it('a paid-out sale: the confirmation says the next payment is debited, and the result which one', async () => {
    backend({});
    await confirmPart(withInstallments([{ ...toCome, paid: true }, paid]), '1000');
    const box = (await screen.findByText(/descontado do próximo pagamento/)).textContent ?? '';
    expect(box).toMatch(/o dinheiro desta venda já foi pago a você/);
    expect(box).not.toMatch(/diminuem/);

    await tapIon(await findIon('button', 'Confirmar estorno'));
    const sources = await screen.findByRole('list', { name: 'De onde saiu o valor' });
    expect(sources.textContent).toBe('R$\u00a09,67 descontado do pagamento de 29/11');
    // All installments were paid: no unit had to be asked about.
    expect(call.mock.calls.some(([endpoint]) => (endpoint as { id: string }).id === 'receivableUnits.detail')).toBe(
      false,
    );
  });

  it('installments to be paid in a unit bound by a contract effect are out of reach: debited, said so', async () => {
    backend({ 3629: { paid: false, committed_amount: 5_000 } });
    await confirmPart(withInstallments([paid, toCome]), '1000');
    expect(
      await screen.findByText(/já foi pago a você ou comprometido com contratos de recebíveis.*descontado do próximo/),
    ).toBeTruthy();
  });

  it('installments to be paid in a free unit shrink, and nothing is said to be debited', async () => {
    backend({ 3629: { paid: false, committed_amount: 0 } });
    await confirmPart(withInstallments([paid, toCome]), '1000');
    expect(
      await screen.findByText(/as parcelas desta venda ainda a receber diminuem, a partir da última\.$/),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/descontad/);
  });

  it('lists each refund made with where its money came from', async () => {
    call.mockResolvedValue({ data: [{ ...answer, reduced_amount: 2_898, reason: 'Troca' }] });
    await render({ ...credit, refunded_amount: 1_000 } as Transaction);
    const made = await screen.findByRole('list', { name: 'Estornos desta venda' });
    await vi.waitFor(() =>
      expect(made.textContent).toContain(
        'R$\u00a028,98 saiu das parcelas a receber; R$\u00a09,67 descontado do pagamento de 29/11',
      ),
    );
  });
});
