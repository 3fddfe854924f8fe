import { setupIonic } from '@/ui/setup-ionic';
import { cleanup, render, screen } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { screen as shadow } from 'shadow-dom-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { findIon } from '@/ui/testing/ionic';
import { PageTitleBar } from './page-title-bar';

setupIonic();

afterEach(cleanup);

async function renderAt(path: string) {
  const root = createRootRoute();
  const page = (at: string) =>
    createRoute({ getParentRoute: () => root, path: at, component: () => <PageTitleBar title="Título" /> });
  const router = createRouter({
    routeTree: root.addChildren([page('/dashboard'), page('/terminals')]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1 });
}

describe('PageTitleBar', () => {
  it('offers no back arrow on the home screen opened fresh (it would do nothing)', async () => {
    await renderAt('/dashboard');
    // Ionic draws its buttons after React: let them, then look where a screen reader does.
    await findIon('heading', 'Título');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelectorAll('ion-button')).toHaveLength(0);
    expect(shadow.queryAllByShadowRole('button', { name: 'Voltar' })).toHaveLength(0);
  });

  it('offers it elsewhere: with no history it leads home', async () => {
    await renderAt('/terminals');
    expect(await findIon('button', 'Voltar')).toBeTruthy();
  });
});
