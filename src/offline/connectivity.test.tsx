import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import {
  isOnline,
  PROBE_FIRST_MS,
  PROBE_MAX_MS,
  reportNetworkResult,
  setReconnectProbe,
  subscribeConnectivity,
  useIsOnline,
} from './connectivity';
import { OFFLINE_REASON, OnlineOnly, useOnlineOnly } from './online-only';
import { readOfflineSince } from './offline-since';

// Online but read-only (a sign-in is due) counts as offline for writes (use-is-offline.ts).
const readOnly = vi.hoisted(() => ({ value: false }));
vi.mock('@/auth', () => ({ useIsReadOnlySession: () => readOnly.value }));

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

  it('notes when the spell offline began, keeps it through further failures, and ends it online', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    try {
      reportNetworkResult(true);
      expect(readOfflineSince()).toBeUndefined();
      reportNetworkResult(false);
      vi.advanceTimersByTime(60_000);
      reportNetworkResult(false);
      expect(readOfflineSince()).toBe(1_000_000);
      reportNetworkResult(true);
      expect(readOfflineSince()).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
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

  it('useOnlineOnly also disables writes while a sign-in is due, online (they would get a 401)', () => {
    reportNetworkResult(true);
    readOnly.value = true;
    try {
      render(<SaveButton />);
      const button = screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
    } finally {
      readOnly.value = false;
    }
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

describe('reconnect probe', () => {
  it('while offline, asks the probe more and more rarely until it answers; never while hidden', async () => {
    vi.useFakeTimers();
    try {
      const answers = [false, false, true];
      const probe = vi.fn(() => Promise.resolve(answers.shift() ?? true));
      reportNetworkResult(true);
      setReconnectProbe(probe);
      reportNetworkResult(false);

      await vi.advanceTimersByTimeAsync(PROBE_FIRST_MS);
      expect(probe).toHaveBeenCalledTimes(1);
      // Twice as long before the second question, four times before the third.
      await vi.advanceTimersByTimeAsync(PROBE_FIRST_MS * 2 - 1);
      expect(probe).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(probe).toHaveBeenCalledTimes(2);
      expect(isOnline()).toBe(false);
      await vi.advanceTimersByTimeAsync(PROBE_FIRST_MS * 4);
      expect(probe).toHaveBeenCalledTimes(3);
      expect(isOnline()).toBe(true);

      // Online: no more questions.
      await vi.advanceTimersByTimeAsync(PROBE_MAX_MS * 2);
      expect(probe).toHaveBeenCalledTimes(3);

      // A hidden page is not probed (a phone in a pocket).
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      reportNetworkResult(false);
      await vi.advanceTimersByTimeAsync(PROBE_MAX_MS);
      expect(probe).toHaveBeenCalledTimes(3);
    } finally {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      setReconnectProbe(undefined);
      reportNetworkResult(true);
      vi.useRealTimers();
    }
  });
});
