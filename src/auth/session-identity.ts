import type { RuntimeConfig } from '@contract/runtime-config';
import { forgetOtherUsers, rememberLastSession } from '@/offline/offline-data';
import { type LastSession } from '@/offline/last-session';
import { reachableDiscovery } from './identity-probe';
import type { KeycloakInstance } from './keycloak';
import { hasPermission, SALES_ACCESS, userFromClaims } from './permissions';
import { revokeRefreshToken } from './revoke';
import type { SessionUser } from './types';

/**
 * After an offline start: tokens from the identity server's session without leaving the page,
 * for the very user and merchant whose data is on screen (and still allowed in). Anyone else
 * takes the sign-in page, whose page load sorts the device's data out (startOnline).
 */
export async function silentSignInAs(
  config: RuntimeConfig,
  user: SessionUser,
): Promise<{ keycloak: KeycloakInstance; user: SessionUser } | undefined> {
  const signedIn = await (await import('./keycloak')).silentKeycloak(config);
  const fresh = userFromClaims(signedIn?.tokenParsed ?? {});
  const same = fresh.sub === user.sub && fresh.merchantId === user.merchantId;
  if (!signedIn || !same || !hasPermission(fresh, [SALES_ACCESS])) return undefined;
  return { keycloak: signedIn, user: fresh };
}

/** Signed in online: the device keeps this user's data only, and who to show when offline next. */
export async function rememberSignedIn(user: SessionUser & { merchantId: number }): Promise<void> {
  await forgetOtherUsers(user.sub);
  await rememberLastSession({
    sub: user.sub,
    merchantId: user.merchantId,
    username: user.userName,
    name: user.fullName,
    savedAt: Date.now(),
  });
}

/** Roles are not kept on the device: offline, role-gated links stay hidden (read-only anyway). */
export function userFromLastSession(last: LastSession): SessionUser {
  return {
    sub: last.sub,
    userName: last.username,
    fullName: last.name,
    merchantId: last.merchantId,
    realmRoles: [],
    clientRoles: {},
  };
}

/** The identity server's logout, or the app's start page when that server does not answer. */
export async function leaveSession(config: RuntimeConfig, keycloak: KeycloakInstance | undefined): Promise<void> {
  // Never to an identity server that does not answer: the browser's error page instead of the app.
  // Asked whatever the app believes: just back online, a request that failed while offline may
  // still report 'offline' after the browser's 'online' event, and the session must end anyway.
  const discovery = await reachableDiscovery(config);
  if (discovery) {
    await revokeRefreshToken(config, discovery, keycloak?.refreshToken);
    // A page that started offline holds no tokens, but the identity server's session may be
    // alive: without its logout, 'Sair' would sign the user straight back in.
    const kc = keycloak ?? (await (await import('./keycloak')).loginKeycloak(config));
    await kc.logout({ redirectUri: `${window.location.origin}/` });
    return;
  }
  window.location.replace('/');
}
