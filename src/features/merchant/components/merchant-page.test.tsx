import { screen, within } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { MerchantSchema } from '@contract/merchant/detail';
import { requiredPart } from '@contract/shape';
import { renderPage } from '@/ui/page/testing/render-page';
import { merchantQueries, type Merchant } from '../api/get-merchant';
import { MerchantPage } from './merchant-page';

vi.mock('@/offline/connectivity', () => ({ useIsOnline: () => true }));
vi.mock('@/auth', () => ({ useIsReadOnlySession: () => false, useMerchantId: () => 1 }));

const MERCHANT: Merchant = {
  id: 1,
  merchant_name: 'PADARIA DO ZE LTDA',
  trade: 'Padaria do Zé',
  email: 'contato@padaria.example',
  mcc: '5462',
  created_at: '2020-03-01T10:00:00-03:00',
  documents: [{ id: 1, value: '12ABC34501DE35', document_type: { id: 2, type: 'CNPJ' } }],
  plans: [
    { id: 1, name: 'POS', channel: { id: 1, channel_name: 'POS' } },
    { id: 2, name: 'Boleto', channel: { id: 5, channel_name: 'Boleto' } },
  ],
  ecommerce: [{ id: 1, name: 'Loja virtual', client_id: 'abc', created_at: '2024-01-01', active: true }],
  addresses: [
    {
      type: 'MAIL AND INSTALLATION',
      street: 'Rua das Flores',
      number: '10',
      complement: null,
      neighborhood: 'Centro',
      city: 'São Paulo',
      state: 'SP',
      zip_code: '01310100',
    },
  ],
  phones: [{ type: 'CELULAR', number: '11987654321' }],
  bank_accounts: [
    {
      destination: 'D',
      bank_code: '001',
      bank_name: 'Banco do Brasil',
      agency: '1234',
      account: '98765-4',
      account_type: 'P',
    },
  ],
};

describe('MerchantPage', () => {
  it('shows the spec labels with formatted values', async () => {
    await renderPage(() => <MerchantPage />, [[merchantQueries.detail(1).queryKey, MERCHANT]]);

    const identity = screen.getByRole('region', { name: 'Dados do lojista' });
    const value = (label: string) => within(identity).getByText(label).nextSibling?.textContent;
    expect(value('Cód. Lojista')).toBe('1');
    expect(value('Nome | Razão Social')).toBe('PADARIA DO ZE LTDA');
    expect(value('Nome Fantasia')).toBe('Padaria do Zé');
    expect(value('CNPJ')).toBe('12.ABC.345/01DE-35');
  });

  it('translates codes and lists channels, contacts and accounts', async () => {
    await renderPage(() => <MerchantPage />, [[merchantQueries.detail(1).queryKey, MERCHANT]]);

    const channels = screen.getByRole('region', { name: 'Canais de venda' });
    expect(
      within(channels)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['POS', 'Boleto']);
    expect(screen.getByRole('region', { name: 'E-commerce' }).textContent).toContain('Habilitado');
    const addresses = screen.getByRole('region', { name: 'Endereços' });
    expect(addresses.textContent).toContain('Correspondência e instalação');
    expect(addresses.textContent).toContain('CEP 01310-100');
    expect(screen.getByRole('link', { name: '(11) 98765-4321' }).getAttribute('href')).toBe('tel:11987654321');
    const accounts = screen.getByRole('region', { name: 'Contas bancárias' });
    expect(accounts.textContent).toContain('Conta digital');
    expect(accounts.textContent).toContain('001 - Banco do Brasil');
    expect(accounts.textContent).toContain('Pagamento');
  });

  it("works on a backend's required fields alone (the strict contract): the extras' panels show empty", async () => {
    const minimal = v.parse(MerchantSchema, requiredPart(MerchantSchema, MERCHANT));
    expect(minimal).not.toHaveProperty('addresses');
    await renderPage(() => <MerchantPage />, [[merchantQueries.detail(1).queryKey, minimal]]);

    const identity = screen.getByRole('region', { name: 'Dados do lojista' });
    expect(within(identity).getByText('CNPJ').nextSibling?.textContent).toBe('12.ABC.345/01DE-35');
    expect(screen.getByRole('region', { name: 'E-commerce' }).textContent).toContain('Loja virtual');
    expect(screen.getByRole('region', { name: 'Endereços' }).textContent).toContain('Nenhum endereço cadastrado.');
    expect(screen.getByRole('region', { name: 'Contas bancárias' }).textContent).toContain('Nenhuma conta cadastrada.');
  });
});
