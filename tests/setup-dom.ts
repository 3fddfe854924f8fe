import { setupIonic } from '@/ui/setup-ionic';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// As the signed-in layout does: Ionic in Material mode, before any component renders. Without
// animations: an overlay opens and closes at once, so none is still closing when its test ends
// (one put back in the body after the unmount was found by the next test's queries: two
// "Confirmar antecipação" buttons, and a query that waited for one until it gave up).
setupIonic({ animated: false });

// happy-dom has no document.dir, which ion-icon reads for right-to-left pages (browsers give '').
if (typeof document.dir !== 'string') Object.defineProperty(document, 'dir', { value: '', writable: true });

// findBy*/waitFor give up after 1 s by default: on CI's two shared cores, with every test file
// running at once, a screen's second render now and then came later than that (a retry after a
// network failure, seen failing once in a full run and never alone). A wait that never ends still
// fails, five seconds later.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // @ionic/react portals a modal or popover to the body, out of the test's container, and one
  // still closing when its test ends is put back there after the unmount: it would stay for every
  // later test of the file (CI once saw an anticipation test time out with two of them around).
  // Removed as each test ends, a leftover lives into the next test at most; Ionic reads which
  // overlays are open from the document, so removing them resets its state too.
  document.body
    .querySelectorAll(':scope > ion-modal, :scope > ion-popover, :scope > ion-toast')
    .forEach((overlay) => overlay.remove());
  document.body.className = '';
});
