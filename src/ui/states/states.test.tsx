import { fireEvent, render, screen } from '@testing-library/react';
import { setupIonic } from '@/ui/setup-ionic';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { SkeletonList } from './skeleton-list';

// Without a mode Ionic components have no stylesheet to adopt and happy-dom logs errors.
setupIonic();

describe('ErrorState', () => {
  it('shows the message as an alert and retries on request', () => {
    const onRetry = vi.fn();
    render(<ErrorState message="Acesso negado." onRetry={onRetry} />);

    expect(screen.getByRole('alert').textContent).toContain('Acesso negado.');
    fireEvent.click(screen.getByText('Tentar novamente'));

    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('EmptyState', () => {
  it('says there is nothing to show', () => {
    render(<EmptyState title="Nenhuma venda no período" />);

    expect(screen.getByText('Nenhuma venda no período')).toBeTruthy();
  });
});

describe('SkeletonList', () => {
  it('tells assistive technology that content is loading', () => {
    render(<SkeletonList label="Carregando planos…" />);

    expect(screen.getByRole('status').textContent).toBe('Carregando planos…');
  });
});
