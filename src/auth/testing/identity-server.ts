import { vi } from 'vitest';
import { tokenResponse } from './tokens';

/** How the fake identity server answers: normally, not at all (offline), or refusing the refresh token. */
type IdentityMode = 'up' | 'down' | 'refusing';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A `fetch` for unit tests that plays the identity server (discovery, token and revocation
 * endpoints) at the module edge; everything else fails as offline. Tokens live
 * `accessSeconds`/`refreshSeconds`, for the user `sub`. Discovery names a revocation endpoint while `revocation` is on.
 */
export function fakeIdentityServer(options: { accessSeconds?: number; refreshSeconds?: number } = {}) {
  const server = {
    mode: 'up' as IdentityMode,
    sub: 'u1',
    tokenCalls: 0,
    revocation: true,
    revoked: [] as URLSearchParams[],
  };
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (server.mode === 'down' || !url.includes('/realms/')) return Promise.reject(new TypeError('Failed to fetch'));
    if (url.endsWith('/.well-known/openid-configuration')) {
      const realm = url.slice(0, -'/.well-known/openid-configuration'.length);
      return Promise.resolve(
        json(server.revocation ? { revocation_endpoint: `${realm}/protocol/openid-connect/revoke` } : {}),
      );
    }
    if (url.endsWith('/protocol/openid-connect/revoke')) {
      server.revoked.push(new URLSearchParams(String(init?.body)));
      return Promise.resolve(new Response(null, { status: 200 }));
    }
    if (url.endsWith('/protocol/openid-connect/token')) {
      server.tokenCalls++;
      if (server.mode === 'refusing') return Promise.resolve(json({ error: 'invalid_grant' }, 400));
      return Promise.resolve(
        json(tokenResponse(Date.now(), options.accessSeconds, options.refreshSeconds, server.sub)),
      );
    }
    return Promise.resolve(new Response(null, { status: 404 }));
  });
  return { server, fetchMock };
}
