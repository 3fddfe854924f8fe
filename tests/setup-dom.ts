import { ensureIonic } from '@/ui/ionic/setup';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// As in main.tsx: without it Ionic components flood stderr under happy-dom.
ensureIonic({ globalBehaviours: false });

afterEach(() => {
  cleanup();
});
