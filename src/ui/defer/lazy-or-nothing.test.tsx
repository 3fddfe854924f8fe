import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyOrNothing } from './lazy-or-nothing';

describe('lazyOrNothing', () => {
  it('renders the component once its chunk has come, with its props', async () => {
    const Hello = lazyOrNothing(() => Promise.resolve(({ name }: { name: string }) => <p>Olá, {name}</p>));
    render(
      <Suspense fallback={<p>carregando</p>}>
        <Hello name="Ana" />
      </Suspense>,
    );
    expect(await screen.findByText('Olá, Ana')).toBeTruthy();
  });

  it('renders nothing, and breaks nothing around it, when the chunk cannot come', async () => {
    const Broken = lazyOrNothing<{ name: string }>(() => Promise.reject(new TypeError('Failed to fetch')));
    const { container } = render(
      <Suspense fallback={<p>carregando</p>}>
        <p>tela</p>
        <Broken name="Ana" />
      </Suspense>,
    );
    await vi.waitFor(() => expect(container.textContent).toBe('tela'));
  });
});
