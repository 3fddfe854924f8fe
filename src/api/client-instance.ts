import { createApiClient, type ClientDeps } from './client';

let current: ClientDeps = { baseUrl: () => '/api' };

/**
 * Wired once at start-up (bootstrap) with the runtime config's `apiUrl`, the session's token
 * source and the connectivity tracker. Features only ever import `api`.
 */
export function configureApi(deps: ClientDeps): void {
  current = deps;
}

export const api = createApiClient({
  baseUrl: () => current.baseUrl(),
  getToken: () => current.getToken?.() ?? Promise.resolve(undefined),
  onNetworkResult: (reachable) => current.onNetworkResult?.(reachable),
});

/** Public pages (checkout, receipt): never sends the signed-in user's token. */
export const publicApi = createApiClient({
  baseUrl: () => current.baseUrl(),
  onNetworkResult: (reachable) => current.onNetworkResult?.(reachable),
});
