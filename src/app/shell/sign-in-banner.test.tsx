import { act, render } from '@testing-library/react';
import { screen as shadowScreen } from 'shadow-dom-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session, type SessionState } from '@/auth';
import { findIon, tapIon } from '@/ui/testing/ionic';
import { SignInBanner } from './sign-in-banner';

const USER = { sub: 'u1', userName: 'lojista', fullName: 'Ana', merchantId: 1, realmRoles: [], clientRoles: {} };

function fakeSession(initial: SessionState) {
  let state = initial;
  const listeners = new Set<() => void>();
  const session = {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn: vi.fn(() => Promise.resolve()),
  };
  const set = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return { session, set };
}

const TEXT = 'Você está online. Entre novamente para atualizar os dados.';

describe('sign-in banner', () => {
  it('says so only once signing in is possible, and signs in only when tapped', async () => {
    const { session, set } = fakeSession({ status: 'offline', user: USER, since: 1, signIn: 'needed' });
    render(
      <SessionContext.Provider value={session as unknown as Session}>
        <SignInBanner />
      </SessionContext.Provider>,
    );
    expect(shadowScreen.queryByShadowText(TEXT)).toBeNull();

    act(() => set({ status: 'offline', user: USER, since: 1, signIn: 'ready' }));
    // A status line: announced, not a dialog that takes the focus away from a form.
    await shadowScreen.findByShadowText(TEXT);
    expect(await shadowScreen.findByShadowRole('status')).toBeTruthy();
    expect(session.signIn).not.toHaveBeenCalled();

    await tapIon(await findIon('button', 'Entrar'));
    expect(session.signIn).toHaveBeenCalledTimes(1);

    act(() => set({ status: 'authenticated', user: USER }));
    expect(shadowScreen.queryByShadowText(TEXT)).toBeNull();
  });
});
