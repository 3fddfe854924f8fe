import { setupIonicReact } from '@ionic/react';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// As in main.tsx: without it Ionic components flood stderr under happy-dom.
setupIonicReact({ mode: 'md' });

afterEach(() => {
  cleanup();
});
