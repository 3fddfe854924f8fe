import { setupIonic } from '@/ui/setup-ionic';
import { render, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { findIon } from '@/ui/testing/ionic';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '@/auth/use-session';
import type { Session, SessionState } from '@/auth';
import { AppPage } from './app-page';

// Without a mode Ionic components have no stylesheet to adopt and happy-dom logs errors.
setupIonic();

const connectivity = vi.hoisted(() => ({ online: true, readOnly: false }));
vi.mock('@/offline/connectivity', () => ({ useIsOnline: () => connectivity.online }));
vi.mock('@/auth', () => ({ useIsReadOnlySession: () => connectivity.readOnly }));

/** AppPage's title bar uses the router (back button), so it renders inside a one-route router. */
async function renderInRouter(ui: () => ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: ui }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1 });
}

// 21/11/2026 10:05 in São Paulo.
const UPDATED_AT = Date.parse('2026-11-21T13:05:00Z');

describe('AppPage', () => {
  afterEach(() => {
    connectivity.online = true;
    connectivity.readOnly = false;
  });

  it('names the page: h1, breadcrumb and the document title', async () => {
    await renderInRouter(() => (
      <AppPage title="Meus planos" breadcrumb={[{ label: 'Planos e taxas' }, { label: 'Meus planos' }]}>
        conteúdo
      </AppPage>
    ));

    expect(screen.getByRole('heading', { level: 1, name: 'Meus planos' })).toBeTruthy();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(trail.textContent).toContain('Planos e taxas');
    expect(trail.querySelector('[aria-current="page"]')?.textContent).toBe('Meus planos');
    expect(document.title).toBe('Meus planos | Painel de Vendas');
  });

  it('has an icon-only back button with an accessible name', async () => {
    await renderInRouter(() => <AppPage title="Dashboard">x</AppPage>);

    const host = await findIon('button', 'Voltar');
    // Only an icon inside, and that icon is hidden from assistive technology.
    expect(host.textContent).toBe('');
    expect(host.querySelector('ion-icon')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows no offline marker while online', async () => {
    await renderInRouter(() => (
      <AppPage title="Dashboard" dataUpdatedAt={UPDATED_AT}>
        x
      </AppPage>
    ));

    expect(screen.queryByText(/offline/)).toBeNull();
  });

  it('marks cached data with its date when the network is down', async () => {
    connectivity.online = false;

    await renderInRouter(() => (
      <AppPage title="Dashboard" dataUpdatedAt={UPDATED_AT}>
        x
      </AppPage>
    ));

    expect(screen.getByRole('status').textContent).toBe('offline — dados de 21/11/2026 10:05');
  });

  it('marks the data when the session started read-only, even with a network', async () => {
    connectivity.readOnly = true;

    await renderInRouter(() => (
      <AppPage title="Dashboard" dataUpdatedAt={UPDATED_AT}>
        x
      </AppPage>
    ));

    expect(screen.getByRole('status').textContent).toContain('offline');
  });

  it('says since when, and that signing in will be needed once the connection returns', async () => {
    connectivity.online = false;
    connectivity.readOnly = true;
    await renderReadOnly({ status: 'offline', user: USER, since: Date.now() - 60_000, signIn: 'needed' });

    expect(screen.getByRole('status').textContent).toMatch(
      /^offline desde \d{2}:\d{2} — dados de 21\/11\/2026 10:05\. Ao voltar a conexão, será preciso entrar novamente\.$/,
    );
  });

  it('online again with only signing in missing, no longer says offline', async () => {
    connectivity.readOnly = true;
    await renderReadOnly({ status: 'offline', user: USER, since: Date.now(), signIn: 'ready' });

    expect(screen.getByRole('status').textContent).toBe('dados salvos em 21/11/2026 10:05');
  });

  it('adds pull-to-refresh once the page has shown, not with its first render', async () => {
    const refresh = vi.fn(() => Promise.resolve());
    await renderInRouter(() => (
      <AppPage title="Início" onRefresh={refresh}>
        x
      </AppPage>
    ));
    expect(document.querySelector('ion-refresher')).toBeNull();

    const content = await vi.waitFor(() => {
      const element = document.querySelector('ion-refresher-content');
      if (!element) throw new Error('no refresher yet');
      return element as HTMLIonRefresherContentElement;
    });
    expect(content.closest('ion-refresher')?.getAttribute('slot')).toBe('fixed');
    expect(content.pullingText).toBe('Puxe para atualizar');
    content.closest('ion-refresher')?.dispatchEvent(new CustomEvent('ionRefresh', { detail: { complete: vi.fn() } }));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('has no pull-to-refresh when the page has nothing to refetch', async () => {
    await renderInRouter(() => <AppPage title="Início">x</AppPage>);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(document.querySelector('ion-refresher')).toBeNull();
  });
});

const USER = { sub: 'u1', userName: 'lojista', fullName: 'Ana', merchantId: 1, realmRoles: [], clientRoles: {} };

/** The page under a session in the given (read-only) state. */
async function renderReadOnly(state: SessionState) {
  const session = { subscribe: () => () => undefined, getState: () => state } as unknown as Session;
  await renderInRouter(() => (
    <SessionContext.Provider value={session}>
      <AppPage title="Dashboard" dataUpdatedAt={UPDATED_AT}>
        x
      </AppPage>
    </SessionContext.Provider>
  ));
}
