import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppPage } from '@/ui/page/app-page';
import { renderPage } from '@/ui/page/testing/render-page';
import { HANDLE_LABEL, ModalFrame } from './modal-frame';

vi.mock('@/auth', () => ({
  useIsReadOnlySession: () => false,
  useSessionUser: () => ({ sub: 'alice-uuid', merchantId: 1 }),
}));

describe('ModalFrame', () => {
  it('names a sheet’s drag handle in Portuguese (Ionic says “Activate to adjust the size…”)', async () => {
    // Without Ionic's focus trap: under happy-dom it recurses (a sheet keeps the page focusable).
    await renderPage(() => (
      <AppPage title="Filtros">
        <ModalFrame isOpen label="Status" breakpoints={[0, 0.6, 1]} initialBreakpoint={0.6} focusTrap={false}>
          <p>Opções</p>
        </ModalFrame>
      </AppPage>
    ));
    const handle = () =>
      (document.querySelector('ion-modal')?.shadowRoot?.querySelector('[part="handle"]') ?? null) as HTMLElement | null;
    await waitFor(() => expect(handle()).not.toBeNull());
    await waitFor(() => expect(handle()?.getAttribute('aria-label')).toBe(HANDLE_LABEL));
    const dialog = document.querySelector('ion-modal')?.shadowRoot?.querySelector('[part="content"]');
    expect(dialog?.getAttribute('aria-label')).toBe('Status');
  });
});
