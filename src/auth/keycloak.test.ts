import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '@contract/runtime-config';
import { IDENTITY_TIMEOUT_MS } from './identity-probe';
import type * as ProbeModule from './identity-probe';

const init = vi.hoisted(() => vi.fn());
/** What keycloak-js's own `login` (a page navigation) was asked, while a stub stands for it. */
const navigations = vi.hoisted(() => [] as unknown[]);
vi.mock('keycloak-js', () => ({
  default: class {
    token: string | undefined;
    loginRequired = true;
    login = (options: unknown) => {
      navigations.push(options);
      return Promise.resolve();
    };
    init = (options: unknown) => init.call(this, options, this);
  },
}));
vi.mock('./identity-probe', async (importOriginal) => ({
  ...(await importOriginal<typeof ProbeModule>()),
  probeIdentity: () => Promise.resolve(),
}));

const { silentKeycloak, startKeycloak } = await import('./keycloak');
const config = {
  keycloak: { url: 'https://sso.exemplo.com.br', realm: 'portal', clientId: 'sales-portal' },
} as RuntimeConfig;

afterEach(() => {
  init.mockReset();
  navigations.length = 0;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('startKeycloak', () => {
  it("is 'identity unreachable' when the code exchange finds no network (the signal dropped mid-sign-in)", async () => {
    init.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(startKeycloak(config)).rejects.toMatchObject({ name: 'IdentityUnreachable' });
  });

  it('is unreachable too for any failure once the device says it is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    init.mockRejectedValue(new Error('aborted'));
    await expect(startKeycloak(config)).rejects.toMatchObject({ name: 'IdentityUnreachable' });
  });

  it("passes another failure on as it is (the server answered: it is not the network's)", async () => {
    init.mockRejectedValue(new Error('invalid_grant'));
    await expect(startKeycloak(config)).rejects.toMatchObject({ name: 'Error', message: 'invalid_grant' });
  });
});

describe('silentKeycloak', () => {
  type Stub = { token?: string; login: (options: unknown) => Promise<void> };

  it("checks the identity server's session in a hidden frame, never by a page redirect", async () => {
    init.mockImplementation((_options: unknown, keycloak: Stub) => {
      keycloak.token = 'novo';
      return Promise.resolve(true);
    });
    const keycloak = await silentKeycloak(config);
    expect(keycloak).toMatchObject({ token: 'novo', loginRequired: false });
    expect(init).toHaveBeenCalledWith(
      expect.objectContaining({
        onLoad: 'check-sso',
        silentCheckSsoRedirectUri: `${window.location.origin}/silent-check-sso.html`,
        silentCheckSsoFallback: false,
        pkceMethod: 'S256',
      }),
      expect.anything(),
    );
  });

  it('is nothing when the server says login_required (keycloak-js: not authenticated)', async () => {
    init.mockResolvedValue(false);
    expect(await silentKeycloak(config)).toBeUndefined();
  });

  it('is nothing, without leaving the page, when keycloak-js would fall back to a full-page redirect', async () => {
    init.mockImplementation(async (_options: unknown, keycloak: Stub) => {
      await keycloak.login({ prompt: 'none' });
      return true;
    });
    expect(await silentKeycloak(config)).toBeUndefined();
    expect(navigations).toEqual([]);
  });

  it('gives up on a frame that never answers, and takes it away', async () => {
    vi.useFakeTimers();
    init.mockImplementation(() => {
      const frame = document.createElement('iframe');
      frame.title = 'keycloak-silent-check-sso';
      document.body.append(frame);
      return new Promise(() => undefined);
    });
    const result = silentKeycloak(config);
    await vi.advanceTimersByTimeAsync(IDENTITY_TIMEOUT_MS * 2);
    expect(await result).toBeUndefined();
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });
});
