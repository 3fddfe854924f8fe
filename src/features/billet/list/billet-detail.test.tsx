import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppPage } from '@/ui/page/app-page';
import { renderPage } from '@/ui/page/testing/render-page';
import type { Billet } from '@contract/billets';
import { BilletDetail } from './billet-detail';

vi.mock('@/auth', () => ({
  useIsReadOnlySession: () => false,
  useSessionUser: () => ({ sub: 'alice-uuid', merchantId: 1 }),
}));

const billet = {
  billet_id: 7,
  our_number: '109/00012345-6',
  created_date: '2026-11-20T10:00:00-03:00',
  due_date: '2026-12-10',
  liquidation_date: null,
  billet_payer: 'Ana Souza',
  billet_payer_document: '52998224725',
  billet_payer_email: null,
  billet_value: 150_000,
  billet_status: 'PAID',
  with_penalty_fees_discounts: false,
  // docs/domain.md's vector.
  digitable_line: '10492006506100010004200997263900989810000021403',
} as unknown as Billet;

describe('a boleto’s detail', () => {
  it('groups the linha digitável as the customer’s page and banks print it (5.5 5.6 5.6 1 14)', async () => {
    await renderPage(() => (
      <AppPage title="Boletos">
        <BilletDetail billet={billet} onClose={() => undefined} />
      </AppPage>
    ));
    expect(await screen.findByText('10492.00650 61000.100042 00997.263900 9 89810000021403')).toBeTruthy();
  });

  it('says when a paid one was paid, and has no empty “Pago” for one that is not', async () => {
    await renderPage(() => (
      <AppPage title="Boletos">
        <BilletDetail
          billet={{ ...billet, paid_value: 150_000, liquidation_date: '2026-11-26' }}
          onClose={() => undefined}
        />
      </AppPage>
    ));
    expect(await screen.findByText('R$ 1.500,00 em 26/11/2026')).toBeTruthy();
  });

  it('leaves the paid field out of an open boleto', async () => {
    await renderPage(() => (
      <AppPage title="Boletos">
        <BilletDetail billet={{ ...billet, billet_status: 'WAITING_RETURN' }} onClose={() => undefined} />
      </AppPage>
    ));
    // The sheets of the tests before may linger in the page: this one is the last.
    await waitFor(() => expect(document.querySelectorAll('ion-modal').length).toBeGreaterThan(0));
    const sheets = document.querySelectorAll('ion-modal');
    const sheet = within(sheets[sheets.length - 1] as HTMLElement);
    await sheet.findByText('Nosso número');
    expect(sheet.queryByText('Pago', { selector: 'dt' })).toBeNull();
  });
});
