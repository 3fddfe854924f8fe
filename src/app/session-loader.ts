import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '@/auth';
import type { RuntimeConfig } from '@contract/runtime-config';

/**
 * Public pages (checkout, receipts) must not download keycloak-js, the offline persister or the
 * shell: the session module is imported only when a signed-in route first asks for it.
 */
export function createSessionLoader(config: RuntimeConfig, queryClient: QueryClient) {
  let session: Session | undefined;
  let loading: Promise<Session> | undefined;
  return {
    load(): Promise<Session> {
      loading ??= import('@/auth/session').then(({ createSession }) => {
        session = createSession({ config, queryClient, buildId: __BUILD_ID__ });
        return session;
      });
      return loading;
    },
    current: (): Session | undefined => session,
  };
}
export type SessionLoader = ReturnType<typeof createSessionLoader>;
