import '@ionic/core/css/core.css';
import '@ionic/core/css/normalize.css';
import '@ionic/core/css/structure.css';
import '@ionic/core/css/typography.css';
import '@ionic/core/css/padding.css';
import '@ionic/core/css/display.css';
import './app/theme/theme.css';
import { bootstrap } from './app/bootstrap';

// Ionic's own start-up runs when the first Ionic element renders (ui/ionic/setup.ts).
const container = document.getElementById('root');
if (container) void bootstrap(container);
