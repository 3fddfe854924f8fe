import type { RuntimeConfig } from '@contract/runtime-config';

/** keycloak-js can wait forever for an unreachable server: give up after this long. */
export const IDENTITY_TIMEOUT_MS = 5_000;

export class IdentityUnreachable extends Error {
  constructor() {
    super('Servidor de identidade indisponível');
    this.name = 'IdentityUnreachable';
  }
}

/** What the app reads of the discovery document (the rest is keycloak-js's business). */
export interface Discovery {
  revocation_endpoint?: string;
}

/**
 * The realm's discovery document, fetched past every cache: it answers only when the identity
 * server itself does. Rejects with `IdentityUnreachable` otherwise. Kept apart from keycloak-js,
 * so the offline session can watch for the server without loading it.
 */
export async function fetchDiscovery(config: RuntimeConfig): Promise<Discovery> {
  const { url, realm } = config.keycloak;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), IDENTITY_TIMEOUT_MS);
  try {
    const response = await fetch(`${url.replace(/\/$/, '')}/realms/${realm}/.well-known/openid-configuration`, {
      cache: 'no-store',
      signal: controller.signal,
    });
    if (!response.ok) throw new IdentityUnreachable();
    // The server answered: a document it cannot parse still means it is there.
    const document: unknown = await response.json().catch(() => ({}));
    return typeof document === 'object' && document !== null ? (document as Discovery) : {};
  } catch {
    throw new IdentityUnreachable();
  } finally {
    clearTimeout(timer);
  }
}

/** Whether the identity server answers now. */
export const identityReachable = (config: RuntimeConfig): Promise<boolean> =>
  fetchDiscovery(config).then(
    () => true,
    () => false,
  );

/** The discovery document if the identity server answers now, else undefined. */
export const reachableDiscovery = (config: RuntimeConfig): Promise<Discovery | undefined> =>
  fetchDiscovery(config).catch(() => undefined);

/** One probe per page load: the sign-in before boot and the app's start share its answer. */
const probes = new Map<string, Promise<Discovery>>();

/**
 * Asks the realm's discovery document once per page load: keycloak-js would otherwise navigate
 * straight to the login page, and offline that navigation ends on the browser's error page
 * instead of the portal's read-only mode.
 */
export function probeIdentity(config: RuntimeConfig): Promise<Discovery> {
  const key = `${config.keycloak.url}|${config.keycloak.realm}`;
  let probe = probes.get(key);
  if (!probe) {
    probe = fetchDiscovery(config);
    probes.set(key, probe);
  }
  return probe;
}
