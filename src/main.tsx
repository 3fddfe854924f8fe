import { setupIonic } from '@/ui/ionic/setup';
import '@ionic/core/css/core.css';
import '@ionic/core/css/normalize.css';
import '@ionic/core/css/structure.css';
import '@ionic/core/css/typography.css';
import '@ionic/core/css/padding.css';
import '@ionic/core/css/display.css';
import './app/theme/theme.css';
import { bootstrap } from './app/bootstrap';

// Material look on every platform: one design for Android and iOS merchants alike.
setupIonic({ mode: 'md' });

const container = document.getElementById('root');
if (container) void bootstrap(container);
