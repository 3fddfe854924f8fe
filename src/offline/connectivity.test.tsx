import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { isOnline, reportNetworkResult, subscribeConnectivity, useIsOnline } from './connectivity';
import { OFFLINE_REASON, OnlineOnly, useOnlineOnly } from './online-only';

function Status() {
  return <p>{useIsOnline() ? 'online' : 'offline'}</p>;
}

function SaveButton() {
  const { allowed, reason } = useOnlineOnly();
  return (
    <button type="button" disabled={!allowed} title={reason}>
      Salvar
    </button>
  );
}

describe('connectivity store', () => {
  it('follows browser events and API reports, notifying only on change', () => {
    let notified = 0;
    const unsubscribe = subscribeConnectivity(() => notified++);
    reportNetworkResult(true);
    const base = notified;

    window.dispatchEvent(new Event('offline'));
    expect(isOnline()).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(isOnline()).toBe(true);
    // navigator.onLine can lie: a failed request wins over it.
    reportNetworkResult(false);
    expect(isOnline()).toBe(false);
    reportNetworkResult(false);
    reportNetworkResult(true);
    expect(isOnline()).toBe(true);
    expect(notified - base).toBe(4);

    unsubscribe();
    reportNetworkResult(false);
    expect(notified - base).toBe(4);
    reportNetworkResult(true);
  });

  it('re-renders hooks when the state changes', () => {
    reportNetworkResult(true);
    render(<Status />);
    expect(screen.getByText('online')).toBeTruthy();
    act(() => reportNetworkResult(false));
    expect(screen.getByText('offline')).toBeTruthy();
    act(() => window.dispatchEvent(new Event('online')));
    expect(screen.getByText('online')).toBeTruthy();
  });
});

describe('online-only guard', () => {
  it('useOnlineOnly disables writes offline and says why', () => {
    reportNetworkResult(true);
    render(<SaveButton />);
    const button = screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('title')).toBeNull();

    act(() => reportNetworkResult(false));
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('title')).toBe('Indisponível offline: conecte-se à internet para continuar.');
  });

  it('<OnlineOnly> hands the same state to a render function', () => {
    reportNetworkResult(false);
    render(
      <OnlineOnly>
        {({ disabled, reason }) => (
          <button type="button" disabled={disabled}>
            {reason ?? 'Cancelar'}
          </button>
        )}
      </OnlineOnly>,
    );
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button').textContent).toBe(OFFLINE_REASON);
    act(() => reportNetworkResult(true));
    expect(screen.getByRole('button').textContent).toBe('Cancelar');
  });
});
