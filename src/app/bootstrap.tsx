import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from '@/api';
import { apiReachable } from '@/api/reachability';
import { reportNetworkResult, setReconnectProbe } from '@/offline/connectivity';
import { releaseSnapshot } from '@/offline/snapshot/layer';
import { App } from './app';
import { ConfigErrorPage } from './config-error-page';
import { applyBrand } from '@/config/brand';
import { ConfigError, loadConfig } from './load-config';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { createSessionLoader } from './session-loader';
import { setLocaleCookie } from './locale-cookie';

/** Starts the app; `configLoad` is the /config request main.tsx already made. */
export async function bootstrap(container: HTMLElement, configLoad = loadConfig()): Promise<void> {
  const root = createRoot(container);
  setLocaleCookie();
  let config;
  try {
    config = await configLoad;
  } catch (error) {
    releaseSnapshot();
    root.render(<ConfigErrorPage detail={error instanceof ConfigError ? error.detail : String(error)} />);
    return;
  }
  applyBrand(config.brand);
  const queryClient = createQueryClient(() => sessions.current()?.reauthenticate());
  const sessions = createSessionLoader(config, queryClient);
  const apiUrl = config.apiUrl.replace(/\/$/, '');
  configureApi({
    baseUrl: () => apiUrl,
    getToken: () => sessions.current()?.getToken() ?? Promise.resolve(undefined),
    onNetworkResult: reportNetworkResult,
  });
  setReconnectProbe(() => apiReachable(apiUrl));
  const router = createAppRouter({ queryClient, config, sessions });
  // A snapshot painted by main.tsx (offline start) covers the app until its first screen is on
  // screen: two frames after the router rendered it, so the swap shows no gap.
  const unsubscribe = router.subscribe('onRendered', () => {
    unsubscribe();
    requestAnimationFrame(() => requestAnimationFrame(releaseSnapshot));
  });
  // A transition lets React render the first screen in slices, yielding to the browser between
  // them, instead of one long task that blocks input (Lighthouse's total blocking time).
  startTransition(() => root.render(<App router={router} queryClient={queryClient} />));
}
