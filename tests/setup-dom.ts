import { setupIonic } from '@/ui/setup-ionic';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// As in main.tsx: without it Ionic components flood stderr under happy-dom.
setupIonic();

afterEach(() => {
  cleanup();
});
