import { setupIonicReact } from '@ionic/react';
import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import '@ionic/react/css/padding.css';
import '@ionic/react/css/display.css';
import './app/theme/theme.css';
import { bootstrap } from './app/bootstrap';

// Material look on every platform: one design for Android and iOS merchants alike.
setupIonicReact({ mode: 'md' });

const container = document.getElementById('root');
if (container) void bootstrap(container);
