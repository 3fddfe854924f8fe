import '@ionic/core/css/core.css';
import '@ionic/core/css/normalize.css';
import '@ionic/core/css/structure.css';
import '@ionic/core/css/typography.css';
import '@ionic/core/css/padding.css';
import '@ionic/core/css/display.css';
import './app/theme/theme.css';
import { installChunkErrorReload } from './app/chunk-reload';
import { isPublicPath } from './public/router/public-path';

/*
 * Two programs share this page: the customer's pages (checkout, Pix, receipt, boleto) and the
 * signed-in app. The address decides which one loads, before anything else: the customer's
 * page must stay tiny, so it never downloads the signed-in app's start, router or query cache
 * (docs/decisions/017-public-checkout.md).
 */
installChunkErrorReload();

const container = document.getElementById('root');
if (container) {
  if (isPublicPath(window.location.pathname)) {
    // Asked before any of the page's code arrives: the link's data waits for the API's address.
    const config = fetch('/config', { headers: { Accept: 'application/json' } });
    config.catch(() => undefined);
    void import('./public/start').then(({ startPublic }) => startPublic(container, config));
  } else {
    void import('./app/start').then(({ startApp }) => startApp(container));
  }
}
