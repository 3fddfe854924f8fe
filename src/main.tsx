import '@ionic/core/css/core.css';
import '@ionic/core/css/normalize.css';
import '@ionic/core/css/structure.css';
import '@ionic/core/css/typography.css';
import '@ionic/core/css/padding.css';
import '@ionic/core/css/display.css';
import './app/theme/theme.css';
import { installChunkErrorReload } from './app/chunk-reload';
import { loadConfig } from './app/load-config';
import { signInFirst } from './app/sign-in-first';
import { captureInstallPrompt } from './offline/install-prompt';

/*
 * Kept small on purpose: a visit to a signed-in page first goes to the identity server (and
 * comes straight back when the user has a session), so the app itself loads only once it can
 * be used. Ionic's own start-up runs when the first Ionic element renders (ui/ionic/setup.ts).
 */
installChunkErrorReload();
// Chrome offers installation once per page load: catch the event before anything else.
captureInstallPrompt();

async function start(container: HTMLElement): Promise<void> {
  const config = loadConfig();
  // A bad /config is reported by the app's error page, not here.
  config.catch(() => undefined);
  await signInFirst(config);
  const { bootstrap } = await import('./app/bootstrap');
  await bootstrap(container, config);
}

const container = document.getElementById('root');
if (container) void start(container);
