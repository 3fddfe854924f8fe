import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftStoreFor } from '@/offline/drafts';
import { AppPage } from '@/ui/page/app-page';
import { renderPage } from '@/ui/page/testing/render-page';
import { findIon, tapIon } from '@/ui/testing/ionic';
import type { Billet } from '@contract/billets';
import { SecondCopyForm } from './second-copy-form';

vi.mock('@/auth', () => ({
  useIsReadOnlySession: () => false,
  useSessionUser: () => ({ sub: 'alice-uuid', merchantId: 1 }),
}));
const api = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('@/api', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const billet = { billet_id: 7, due_date: '2026-12-10', billet_value: 150_000 } as unknown as Billet;

beforeEach(() => localStorage.clear());
afterEach(() => draftStoreFor('alice-uuid', 1).close());

describe('SecondCopyForm', () => {
  it('asks for the new due date when none was typed, and sends nothing', async () => {
    await renderPage(() => (
      <AppPage title="Boleto">
        <SecondCopyForm billet={billet} />
      </AppPage>
    ));
    await tapIon(await findIon('button', 'Emitir segunda via'));
    expect(await screen.findByText('O campo Novo vencimento é obrigatório')).toBeTruthy();
    expect(screen.queryByText('Data inválida')).toBeNull();
    expect(api.call).not.toHaveBeenCalled();
  });
});
