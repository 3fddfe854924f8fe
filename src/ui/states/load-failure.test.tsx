import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api';
import { reportNetworkResult } from '@/offline/connectivity';
import { setupIonic } from '@/ui/setup-ionic';
import { LoadFailure } from './load-failure';
import { NEVER_SAVED_TITLE, ONLINE_ONLY_TITLE } from './offline-state';

setupIonic();

const offline = () => new ApiError('Sem conexão com o servidor.', { status: 0, network: true });

afterEach(() => act(() => reportNetworkResult(true)));

describe('LoadFailure', () => {
  it('offline: the calm "never saved" state, no alert and no button to tap in vain', () => {
    act(() => reportNetworkResult(false));
    render(<LoadFailure error={offline()} onRetry={vi.fn()} />);

    expect(screen.getByRole('status').textContent).toContain(NEVER_SAVED_TITLE);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Tentar novamente')).toBeNull();
  });

  it('offline: a part never kept on the device says it needs a connection, not that it is not saved yet', () => {
    act(() => reportNetworkResult(false));
    render(
      <LoadFailure error={offline()} onRetry={vi.fn()} offlineTitle={ONLINE_ONLY_TITLE} offlineMessage="A simulação" />,
    );
    const status = screen.getByRole('status').textContent ?? '';
    expect(status).toContain('Precisa de conexão');
    expect(status).not.toContain(NEVER_SAVED_TITLE);
  });

  it('offline: loads again by itself once the network is back, once', () => {
    act(() => reportNetworkResult(false));
    const onRetry = vi.fn();
    render(<LoadFailure error={offline()} onRetry={onRetry} offlineMessage="Os pagamentos de maio" />);
    expect(screen.getByText('Os pagamentos de maio')).toBeTruthy();
    expect(onRetry).not.toHaveBeenCalled();

    act(() => reportNetworkResult(true));
    act(() => reportNetworkResult(true));

    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('a server error: the alert with its message and a retry', () => {
    const onRetry = vi.fn();
    render(<LoadFailure error={new ApiError('Acesso negado.', { status: 403 })} onRetry={onRetry} />);

    expect(screen.getByRole('alert').textContent).toContain('Acesso negado.');
    fireEvent.click(screen.getByText('Tentar novamente'));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
