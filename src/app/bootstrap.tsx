import { createRoot } from 'react-dom/client';
import { configureApi } from '@/api';
import { reportNetworkResult } from '@/offline/connectivity';
import { captureInstallPrompt } from '@/offline/install-prompt';
import { App } from './app';
import { ConfigErrorPage } from './config-error-page';
import { applyBrand, ConfigError, loadConfig } from './load-config';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { createSessionLoader } from './session-loader';
import { installChunkErrorReload } from './chunk-reload';
import { setLocaleCookie } from './locale-cookie';

export async function bootstrap(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  installChunkErrorReload();
  // Chrome offers installation once per page load: catch the event before anything else.
  captureInstallPrompt();
  setLocaleCookie();
  let config;
  try {
    config = await loadConfig();
  } catch (error) {
    root.render(<ConfigErrorPage detail={error instanceof ConfigError ? error.detail : String(error)} />);
    return;
  }
  applyBrand(config);
  const queryClient = createQueryClient(() => sessions.current()?.reauthenticate());
  const sessions = createSessionLoader(config, queryClient);
  const apiUrl = config.apiUrl.replace(/\/$/, '');
  configureApi({
    baseUrl: () => apiUrl,
    getToken: () => sessions.current()?.getToken() ?? Promise.resolve(undefined),
    onNetworkResult: reportNetworkResult,
  });
  const router = createAppRouter({ queryClient, config, sessions });
  root.render(<App router={router} queryClient={queryClient} />);
}
