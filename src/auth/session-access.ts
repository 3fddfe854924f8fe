import type { QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '@contract/runtime-config';
import { createAccess, type Access, type AccessState } from './access';
import type { KeycloakInstance } from './keycloak';
import { silentSignInAs } from './session-identity';
import type { SessionState, SessionUser } from './types';

interface SessionAccessDeps {
  config: RuntimeConfig;
  queryClient: QueryClient;
  /** keycloak-js after an online sign-in; none after an offline start. */
  keycloak: KeycloakInstance | undefined;
  user: SessionUser;
  setState: (next: SessionState) => void;
  /** The cache's last write, before the page goes to the sign-in page. */
  beforeSignIn: () => Promise<void>;
  /** keycloak-js signed in without leaving the page (after an offline start). */
  adopt: (keycloak: KeycloakInstance) => void;
}

/**
 * Token renewal, offline included, and the only way to the sign-in page (access.ts), told as the
 * session's states for the user on screen.
 */
export function startSessionAccess(deps: SessionAccessDeps): Access {
  const { config, queryClient, setState } = deps;
  let user = deps.user;
  const toState = (next: AccessState): SessionState =>
    next.kind === 'live'
      ? { status: 'authenticated', user }
      : { status: 'offline', user, since: next.since, signIn: next.signIn };
  const silentSignIn = async (): Promise<KeycloakInstance | undefined> => {
    const signedIn = await silentSignInAs(config, user);
    if (!signedIn) return undefined;
    deps.adopt(signedIn.keycloak);
    // Roles are not kept on the device: the token brings them back.
    user = signedIn.user;
    return signedIn.keycloak;
  };
  const access = createAccess({
    config,
    keycloak: deps.keycloak,
    onChange: (next) => setState(toState(next)),
    // As after a reconnect: what failed without a token is fetched again.
    onRenewed: () => void queryClient.invalidateQueries(),
    beforeSignIn: deps.beforeSignIn,
    loginKeycloak: async () => (await import('./keycloak')).loginKeycloak(config),
    silentSignIn,
  });
  setState(toState(access.getState()));
  return access;
}
