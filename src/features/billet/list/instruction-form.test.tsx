import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftStoreFor } from '@/offline/drafts';
import { fingerprint } from '@/ui/drafts/draft-values';
import { AppPage } from '@/ui/page/app-page';
import { renderPage } from '@/ui/page/testing/render-page';
import { findIon } from '@/ui/testing/ionic';
import type { Billet } from '@contract/billets';
import { InstructionForm } from './instruction-form';
import { instructionValuesOf } from './instruction-values';

vi.mock('@/auth', () => ({
  useIsReadOnlySession: () => false,
  useSessionUser: () => ({ sub: 'alice-uuid', merchantId: 1 }),
}));

const billet = {
  billet_id: 7,
  our_number: '12345678',
  due_date: '2026-12-10',
  billet_value: 150_000,
  penalty: { type: 3, value: null, percentage: null, date: null },
  fees: { type: 5, value: null, percentage: null, date: null },
  discounts: [],
} as unknown as Billet;
const KEY = 'pdv:draft:alice-uuid:1:billet-instruction%3A7';

const render = (b: Billet) =>
  renderPage(() => (
    <AppPage title="Boleto">
      <InstructionForm billet={b} />
    </AppPage>
  ));

beforeEach(() => localStorage.clear());
afterEach(() => draftStoreFor('alice-uuid', 1).close());

describe('InstructionForm drafts', () => {
  it("opens by itself on its draft's offer; continuing brings back a field shown only after a choice", async () => {
    const typed = { ...instructionValuesOf(billet), penalty_type: '1', penalty_value: '5,00' };
    localStorage.setItem(
      KEY,
      JSON.stringify({ values: typed, savedAt: Date.now(), basedOn: fingerprint(instructionValuesOf(billet)) }),
    );
    await render(billet);

    fireEvent.click(await findIon('button', 'Continuar rascunho'));
    expect(((await screen.findByLabelText('Valor da multa')) as HTMLInputElement).value).toBe('5,00');
    expect(screen.queryByText(/Os dados mudaram no servidor/)).toBeNull();
  });

  it('says so when the boleto changed on the server after the draft', async () => {
    const before = instructionValuesOf(billet);
    localStorage.setItem(
      KEY,
      JSON.stringify({ values: { ...before, value: '1.400,00' }, savedAt: 1, basedOn: fingerprint(before) }),
    );
    await render({ ...billet, billet_value: 160_000 });

    expect(await screen.findByText(/Os dados mudaram no servidor depois disso/)).toBeTruthy();
  });

  it('stays closed without a draft', async () => {
    await render(billet);
    expect(await findIon('button', 'Alterar vencimento, valor ou encargos')).toBeTruthy();
    expect(screen.queryByText(/Há um rascunho/)).toBeNull();
  });

  it("offers no terms a backend did not send (an untouched 'Isento' would replace the bank's)", async () => {
    const { penalty: _p, fees: _f, discounts: _d, ...bare } = billet as unknown as Record<string, unknown>;
    await render(bare as unknown as Billet);
    fireEvent.click(await findIon('button', 'Alterar vencimento, valor ou encargos'));
    expect(await screen.findByText(/não estão disponíveis para alteração/)).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: 'Multa' })).toBeNull();
    expect(screen.getByLabelText('Vencimento')).toBeTruthy();
  });
});
