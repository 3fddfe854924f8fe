import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '@contract/runtime-config';
import { signInFirst } from './sign-in-first';

const startKeycloak = vi.hoisted(() => vi.fn());
vi.mock('@/auth/keycloak', () => ({ startKeycloak }));
const probeIdentity = vi.hoisted(() => vi.fn());
vi.mock('@/auth/identity-probe', () => ({ probeIdentity }));

const CONFIG = Promise.resolve({} as RuntimeConfig);
const named = (name: string) => Object.assign(new Error(name), { name });

beforeEach(() => {
  startKeycloak.mockReset();
  probeIdentity.mockReset().mockResolvedValue(undefined);
  window.history.replaceState(null, '', '/dashboard');
});
afterEach(() => vi.restoreAllMocks());

describe('signInFirst', () => {
  it("boots at once on a public page (a customer's payment link)", async () => {
    window.history.replaceState(null, '', '/paylink/checkout/abc123');
    await expect(signInFirst(CONFIG)).resolves.toBe('boot');
    expect(startKeycloak).not.toHaveBeenCalled();
  });

  it('starts offline on a signed-in page when the device is offline, without asking', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(signInFirst(CONFIG)).resolves.toBe('offline');
    expect(startKeycloak).not.toHaveBeenCalled();
  });

  it('boots on the way back from signing in (the app finishes the code exchange)', async () => {
    window.history.replaceState(null, '', '/dashboard#state=s&code=c');
    await expect(signInFirst(CONFIG)).resolves.toBe('boot');
    expect(startKeycloak).not.toHaveBeenCalled();
  });

  it('starts offline when the identity server does not answer', async () => {
    probeIdentity.mockRejectedValue(named('IdentityUnreachable'));
    await expect(signInFirst(CONFIG)).resolves.toBe('offline');
    expect(startKeycloak).not.toHaveBeenCalled();
  });

  it('starts offline when keycloak-js itself times out', async () => {
    startKeycloak.mockRejectedValue(named('IdentityUnreachable'));
    await expect(signInFirst(CONFIG)).resolves.toBe('offline');
  });

  it('boots (and lets the app report it) on any other failure', async () => {
    startKeycloak.mockRejectedValue(new Error('bad config'));
    await expect(signInFirst(CONFIG)).resolves.toBe('boot');
  });
});
