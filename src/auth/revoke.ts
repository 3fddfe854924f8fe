import type { RuntimeConfig } from '@contract/runtime-config';
import { IDENTITY_TIMEOUT_MS, type Discovery } from './identity-probe';

/**
 * 'Sair' ends the refresh token itself (RFC 7009) before the logout redirect, when the identity
 * server offers revocation: a copy of the token left on the device (another tab, a page closed
 * before the redirect finished) can no longer sign anyone in. Only to the identity server's own
 * origin, so a token never leaves for another host. Best effort: the logout goes on whatever
 * the answer, as the end of the session revokes the token too.
 */
export async function revokeRefreshToken(
  config: RuntimeConfig,
  discovery: Discovery,
  refreshToken: string | undefined,
): Promise<void> {
  const endpoint = discovery.revocation_endpoint;
  if (!endpoint || !refreshToken || !sameOrigin(endpoint, config.keycloak.url)) return;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), IDENTITY_TIMEOUT_MS);
  try {
    await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: refreshToken,
        token_type_hint: 'refresh_token',
        client_id: config.keycloak.clientId,
      }),
      cache: 'no-store',
      signal: controller.signal,
    });
  } catch {
    // Unanswered: the logout that follows ends the session, and its tokens with it.
  } finally {
    clearTimeout(timer);
  }
}

function sameOrigin(endpoint: string, identityUrl: string): boolean {
  try {
    return new URL(endpoint).origin === new URL(identityUrl, window.location.href).origin;
  } catch {
    return false;
  }
}
