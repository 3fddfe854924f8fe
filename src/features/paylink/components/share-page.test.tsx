import { screen, waitFor } from '@testing-library/react';
import { screen as shadowScreen } from 'shadow-dom-testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as fakeIdb from '@/offline/testing/fake-idb-keyval';
import { renderPage } from '@/ui/page/testing/render-page';
import { findIon, tapIon } from '@/ui/testing/ionic';
import { paylinkQueries } from '../api/paylinks';
import { paylinkRow } from '../testing/rows';
import { SharePage } from './share-page';

vi.mock('idb-keyval', () => import('@/offline/testing/fake-idb-keyval'));
vi.mock('@/offline/connectivity', () => ({ useIsOnline: () => true }));
vi.mock('@/auth', () => ({
  useIsReadOnlySession: () => false,
  useSessionUser: () => ({ sub: 'share-test', merchantId: 1 }),
}));
vi.mock('@/ui/toast', () => ({ showToast: vi.fn() }));

const link = paylinkRow(7, { description: 'Bolo de chocolate', amount: 4_990 });
const render = (props: { shareOnOpen?: boolean } = {}) =>
  renderPage(() => <SharePage id={7} {...props} />, [[paylinkQueries.detail(7).queryKey, link]]);

const share = vi.fn<(data: ShareData) => Promise<void>>();

beforeEach(() => {
  fakeIdb.reset();
  share.mockReset();
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('SharePage', () => {
  it('shows the link and a QR code of it', async () => {
    await render();

    expect(screen.getByRole('heading', { level: 2, name: 'Bolo de chocolate' })).toBeTruthy();
    expect(screen.getByText(link.url)).toBeTruthy();
    const qr = screen.getByRole('img', { name: 'QR code do link de pagamento' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
  });

  it('shares through the Web Share API from a tap', async () => {
    share.mockResolvedValue(undefined);
    await render();

    await tapIon(await findIon('button', 'Compartilhar'));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: 'Link de pagamento',
        text: expect.stringMatching(/^Bolo de chocolate — R\$/),
        url: link.url,
      }),
    );
  });

  it('right after saving the share waits for a tap, then the one tap shares it', async () => {
    share.mockResolvedValue(undefined);
    const onShareAsked = vi.fn();
    await renderPage(
      () => <SharePage id={7} shareOnOpen onShareAsked={onShareAsked} />,
      [[paylinkQueries.detail(7).queryKey, link]],
    );

    expect(await screen.findByText(/Compartilhamento pendente/)).toBeTruthy();
    expect(share).not.toHaveBeenCalled();
    expect(onShareAsked).toHaveBeenCalledTimes(1);

    await tapIon(await findIon('button', 'Compartilhar'));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByText(/Compartilhamento pendente/)).toBeNull());
  });

  it('copies the link', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await render();

    await tapIon(await findIon('button', 'Copiar link'));
    expect(await screen.findByText('Link copiado.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(link.url);
  });

  it('offers WhatsApp with the text and the link', async () => {
    await render();

    const whatsapp = await shadowScreen.findByShadowRole('link', { name: 'WhatsApp' });
    const href = whatsapp.getAttribute('href') ?? '';
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toBe(
      `Bolo de chocolate — R$\u00a049,90\n${link.url}`,
    );
  });

  it('without Web Share: no Compartilhar, copy and WhatsApp instead', async () => {
    Reflect.deleteProperty(navigator, 'share');
    await render();

    expect(screen.getByText(/não abre o compartilhamento do aparelho/)).toBeTruthy();
    expect(shadowScreen.queryByShadowRole('button', { name: 'Compartilhar' })).toBeNull();
  });
});
