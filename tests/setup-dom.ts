import { setupIonic } from '@/ui/setup-ionic';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// As the signed-in layout does: Ionic in Material mode, before any component renders.
setupIonic();

// happy-dom has no document.dir, which ion-icon reads for right-to-left pages (browsers give '').
if (typeof document.dir !== 'string') Object.defineProperty(document, 'dir', { value: '', writable: true });

afterEach(() => {
  cleanup();
});
