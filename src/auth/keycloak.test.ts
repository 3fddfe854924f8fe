import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '@/config/runtime-config';
import type * as ProbeModule from './identity-probe';

const init = vi.hoisted(() => vi.fn());
vi.mock('keycloak-js', () => ({
  default: class {
    init = init;
  },
}));
vi.mock('./identity-probe', async (importOriginal) => ({
  ...(await importOriginal<typeof ProbeModule>()),
  probeIdentity: () => Promise.resolve(),
}));

const { startKeycloak } = await import('./keycloak');
const config = {
  keycloak: { url: 'https://sso.exemplo.com.br', realm: 'portal', clientId: 'sales-portal' },
} as RuntimeConfig;

afterEach(() => {
  init.mockReset();
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
