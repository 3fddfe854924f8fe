import type * as ApiModule from '@/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { screen as shadowScreen } from 'shadow-dom-testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paylinkCreate, paylinkUpdate } from '@contract/paylinks';
import { ApiError } from '@/api/errors';
import { draftStoreFor } from '@/offline/drafts';
import { AppPage } from '@/ui/page/app-page';
import { renderPage } from '@/ui/page/testing/render-page';
import { findIon, ionChoice, tapIon } from '@/ui/testing/ionic';
import type { PaymentMethod } from '@contract/shapes/payment-methods';
import type { Paylink } from '../api/schemas';
import { paylinkRow } from '../testing/rows';
import { offeredMethods } from '../lib/paylink-form';
import { PaylinkForm } from './paylink-form';

/** A plan on a channel (5 is Boleto), as GET /v1/app/sales_plan lists it. */
const plan = (id: number, channel: number) => ({
  sales_plan: { id, name: `Plano ${id}`, channel: { id: channel, channel_name: `Canal ${channel}` } },
  card_brand_prices: [],
});
/** lojista's merchant: e-commerce, payment link and 'Boleto Registrado'. */
const WITH_BOLETO = offeredMethods([plan(3, 3), plan(4, 4), plan(5, 5)]);
/** vendedor's online shop: e-commerce and payment links, no 'Boleto' plan. */
const WITHOUT_BOLETO = offeredMethods([plan(8, 3), plan(9, 4)]);
const methodsShown = () =>
  [...document.querySelectorAll('ion-checkbox')].map((box) => [box.textContent?.trim(), box.checked]);

const online = vi.hoisted(() => ({ value: true }));
vi.mock('@/offline/connectivity', () => ({ useIsOnline: () => online.value }));
vi.mock('@/auth', () => ({
  useIsReadOnlySession: () => false,
  useSessionUser: () => ({ sub: 'alice-uuid', merchantId: 1 }),
}));
const api = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('@/api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), api }));
const toasts = vi.hoisted(() => vi.fn());
vi.mock('@/ui/toast', () => ({ showToast: toasts }));

const render = (
  link?: Paylink,
  { offered = false, methods }: { offered?: boolean; methods?: PaymentMethod[] } = {},
) => {
  const onSaved = vi.fn();
  const rendered = renderPage(() => (
    <AppPage title="Criar link de pagamento">
      <PaylinkForm link={link} offered={methods} onSaved={onSaved} />
    </AppPage>
  ));
  // The form shows once the device was asked for a draft (or the draft's offer instead).
  return rendered
    .then(() => (offered ? findIon('button', 'Continuar rascunho') : screen.findByLabelText('Descrição')))
    .then(() => onSaved);
};

const submit = () => fireEvent.submit(document.querySelector('form') as HTMLFormElement);
const typeIn = async (label: string, ...values: string[]) => {
  const input = (await screen.findByLabelText(label)) as HTMLInputElement;
  for (const value of values) fireEvent.input(input, { target: { value } });
  return input;
};
afterEach(() => draftStoreFor('alice-uuid', 1).close());
beforeEach(() => {
  localStorage.clear();
  api.call.mockReset();
  toasts.mockReset();
  online.value = true;
});

describe('PaylinkForm', () => {
  it("shows requirements §5's messages for a form sent empty, and sends nothing", async () => {
    await render();
    await tapIon(ionChoice('ion-checkbox', 'Cartão'));
    await tapIon(ionChoice('ion-checkbox', 'Pix'));
    submit();

    expect(await screen.findByText('O campo Descrição é obrigatório')).toBeTruthy();
    expect(screen.getByText('O campo Valor é obrigatório')).toBeTruthy();
    expect(screen.getByText('O campo Formas de pagamento não atingiu o limite mínimo de 1 itens')).toBeTruthy();
    expect(api.call).not.toHaveBeenCalled();
  });

  it('refuses less than R$ 1,00 and more than R$ 100.000,00, and a date before today', async () => {
    await render();
    await typeIn('Valor', '9', 'R$ 0,099');
    await typeIn('Válido até', '01/01/2020');
    submit();

    expect(await screen.findByText(/^O Valor mínimo aceito é de R\$\s1,00$/)).toBeTruthy();
    expect(screen.getByText(/^O campo Válido até deve ser maior ou igual a \d{2}\/\d{2}\/\d{4}$/)).toBeTruthy();

    await typeIn('Valor', 'R$ 0,991', '10000001', 'R$ 100.000,001');
    submit();
    expect(await screen.findByText(/^O Valor máximo aceito é de R\$\s100\.000,00$/)).toBeTruthy();
  });

  it('creates the link and hands it to the caller (which opens the share page)', async () => {
    const created = paylinkRow(9, { description: 'Bolo', amount: 4_990 });
    api.call.mockResolvedValue(created);
    const onSaved = await render();
    await typeIn('Descrição', 'Bolo');
    await typeIn('Valor', '4', 'R$ 0,049', 'R$ 0,499', 'R$ 4,990');
    await tapIon(ionChoice('ion-checkbox', 'Boleto'));
    await tapIon(ionChoice('ion-checkbox', 'Permite vários pagamentos'));
    submit();

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(created));
    expect(api.call).toHaveBeenCalledWith(paylinkCreate, {
      body: {
        description: 'Bolo',
        amount: 4_990,
        max_installments: 1,
        payment_methods: ['CARD', 'BILLET', 'PIX'],
        expires_at: null,
        reusable: true,
      },
    });
  });

  it("shows the server's rule under its field and in a toast, and keeps what was typed", async () => {
    api.call.mockRejectedValue(
      new ApiError('Parâmetros inválidos. [description: O campo Descrição contém caracteres inválidos]', {
        status: 400,
        body: {
          message: 'Parâmetros inválidos.',
          detail: ['description: O campo Descrição contém caracteres inválidos'],
        },
      }),
    );
    const onSaved = await render();
    await typeIn('Descrição', 'Bolo');
    const amount = await typeIn('Valor', '5', 'R$ 0,050', 'R$ 0,500', 'R$ 5,000');
    submit();

    expect(await screen.findByText('O campo Descrição contém caracteres inválidos')).toBeTruthy();
    expect(screen.getByText('Parâmetros inválidos.')).toBeTruthy();
    expect(toasts).toHaveBeenCalledWith(expect.stringMatching(/^Parâmetros inválidos\./));
    expect(amount.value).toBe('R$\u00a050,00');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('edits a link: a paid link keeps its amount, the field says why', async () => {
    const link = paylinkRow(3, { payments_count: 2, paid_amount: 30_000, status: 'ACTIVE', reusable: true });
    api.call.mockResolvedValue(link);
    const onSaved = await render(link);

    const amount = (await screen.findByLabelText('Valor')) as HTMLInputElement;
    expect(amount.disabled).toBe(true);
    expect(screen.getByText('Este link já recebeu pagamentos: o valor não pode ser alterado.')).toBeTruthy();
    submit();

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.call).toHaveBeenCalledWith(paylinkUpdate, {
      params: { id: 3 },
      body: expect.objectContaining({ amount: 15_000, description: 'Pedido 3' }),
    });
  });

  it('a 409 (paid meanwhile) shows under the amount', async () => {
    const message =
      'Este link já recebeu pagamentos: o valor não pode ser alterado. Crie um novo link com o novo valor.';
    api.call.mockRejectedValue(new ApiError(message, { status: 409, body: { message } }));
    await render(paylinkRow(3));
    submit();

    expect(await screen.findByText(message)).toBeTruthy();
    expect(toasts).toHaveBeenCalledWith(message);
  });

  it('offline: saving is disabled and says why, and that what is typed stays on the device', async () => {
    online.value = false;
    await render();
    await typeIn('Descrição', 'Bolo');

    const button = await shadowScreen.findByShadowRole('button', { name: 'Criar link' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/^Sem conexão: não é possível enviar agora\. O que você digitou fica salvo/)).toBeTruthy();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('pdv:draft:alice-uuid:1:paylink%3Anew') ?? 'null')).toMatchObject({
        values: { description: 'Bolo' },
      }),
    );
  });

  it('ticks every method of a merchant with a Boleto plan on a new link (issue 32)', async () => {
    await render(undefined, { methods: WITH_BOLETO });
    expect(methodsShown()).toEqual([
      ['Cartão', true],
      ['Boleto', true],
      ['Pix', true],
      ['Permite vários pagamentos', false],
    ]);
  });

  it('neither offers nor ticks Boleto to a merchant without its plan', async () => {
    await render(undefined, { methods: WITHOUT_BOLETO });
    expect(methodsShown()).toEqual([
      ['Cartão', true],
      ['Pix', true],
      ['Permite vários pagamentos', false],
    ]);
  });

  it("keeps a restored draft's methods, unticked Boleto included", async () => {
    const values = { description: 'Bolo', paymentMethods: ['PIX'] };
    localStorage.setItem('pdv:draft:alice-uuid:1:paylink%3Anew', JSON.stringify({ values, savedAt: Date.now() }));
    await render(undefined, { offered: true, methods: WITH_BOLETO });
    fireEvent.click(await findIon('button', 'Continuar rascunho'));
    expect(((await screen.findByLabelText('Descrição')) as HTMLInputElement).value).toBe('Bolo');
    expect(methodsShown()).toEqual([
      ['Cartão', false],
      ['Boleto', false],
      ['Pix', true],
      ['Permite vários pagamentos', false],
    ]);
  });

  it('offers the draft back; continuing fills every field as typed, and saving deletes it', async () => {
    const values = {
      description: 'Bolo',
      amountCents: 4_990,
      maxInstallments: 3,
      paymentMethods: ['CARD', 'BILLET'],
      expiresAt: '31/12/2099',
      reusable: true,
    };
    localStorage.setItem('pdv:draft:alice-uuid:1:paylink%3Anew', JSON.stringify({ values, savedAt: Date.now() }));
    api.call.mockResolvedValue(paylinkRow(9));
    const onSaved = await render(undefined, { offered: true });
    fireEvent.click(await findIon('button', 'Continuar rascunho'));

    expect(((await screen.findByLabelText('Descrição')) as HTMLInputElement).value).toBe('Bolo');
    expect((screen.getByLabelText('Valor') as HTMLInputElement).value).toBe('R$\u00a049,90');
    expect((screen.getByLabelText('Válido até') as HTMLInputElement).value).toBe('31/12/2099');
    expect(ionChoice('ion-checkbox', 'Boleto').checked).toBe(true);
    expect(ionChoice('ion-checkbox', 'Pix').checked).toBe(false);
    submit();

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.call).toHaveBeenCalledWith(paylinkCreate, {
      body: expect.objectContaining({ description: 'Bolo', amount: 4_990, max_installments: 3, reusable: true }),
    });
    await waitFor(() => expect(localStorage.length).toBe(0));
  });
});
