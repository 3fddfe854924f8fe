/**
 * Harness (not shipped) for the offline snapshot on a screen made of Ionic elements, as the
 * @ionic/react migration draws the signed-in app. `?mode=live` renders the screen with Ionic
 * running; `?mode=paint` starts like an offline start: no Ionic yet, the stored snapshot painted
 * at once. Driven by scripts/bench/offline-reload.ts (capture cost) and e2e/offline-snapshot.spec.ts.
 */
import '@ionic/core/css/core.css';
import '@ionic/core/css/normalize.css';
import '@ionic/core/css/structure.css';
import '@ionic/core/css/typography.css';
import '@ionic/core/css/padding.css';
import '@ionic/core/css/display.css';
import '@/app/theme/theme.css';
import { takeSnapshot } from '@/offline/snapshot/capture';
import { paintSnapshot } from '@/offline/snapshot/paint';
import { markBootStylesheets, releaseSnapshot } from '@/offline/snapshot/layer';
import { readSnapshot, writeSnapshot, type ScreenSnapshot } from '@/offline/snapshot/record';
import { warmStylesheets } from '@/offline/snapshot/sheet-text';
import { screenMarkup } from './screen';

const BUSTER = 'harness';

markBootStylesheets();

/** Out of the flow, so a painted screen can be compared pixel for pixel with the live one. */
function marker(dataUpdatedAt: number): HTMLElement {
  const p = document.createElement('p');
  p.setAttribute('role', 'status');
  p.style.cssText = 'position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%)';
  p.textContent = `offline — dados de ${new Date(dataUpdatedAt).toISOString()}`;
  return p;
}

/** Every Ionic element on the page has rendered (its shadow root and styles are in place). */
async function settled(root: Element): Promise<void> {
  const hosts = [...root.querySelectorAll('*')].filter((element) => element.localName.startsWith('ion-'));
  await Promise.all(
    hosts.map((host) => (host as HTMLElement & { componentOnReady?: () => Promise<unknown> }).componentOnReady?.()),
  );
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

const harness = {
  /** Renders the Ionic screen with `rows` list items, as the live app. */
  async live(rows = 30): Promise<void> {
    const { defineIonic } = await import('./define-ionic');
    await defineIonic();
    const root = document.getElementById('root') as HTMLElement;
    root.innerHTML = screenMarkup(rows);
    await settled(root);
  },
  /**
   * Captures the screen `times` times, the first one cold (stylesheets not read yet), and stores
   * the last; main-thread ms of each, and of each sheet read by the warm-up of a real capture.
   */
  async capture(times = 1): Promise<{ ms: number[]; sheetReads: number[]; bytes: number }> {
    const root = document.getElementById('root') as HTMLElement;
    const owner = { sub: 'alice', merchantId: 1, buster: BUSTER, dataUpdatedAt: Date.now() };
    const ms: number[] = [];
    let snapshot: ScreenSnapshot | undefined;
    for (let i = 0; i < times; i++) {
      const start = performance.now();
      snapshot = takeSnapshot(root, owner);
      if (snapshot) writeSnapshot(snapshot);
      ms.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const sheetReads = performance.getEntriesByName('pdv:snapshot-sheet').map((entry) => entry.duration);
    return { ms, sheetReads, bytes: JSON.stringify(snapshot).length };
  },
  /** A fresh page's warm-up as scheduleSnapshot runs it (each sheet read in a task of its own). */
  async warm(): Promise<number[]> {
    const root = document.getElementById('root') as HTMLElement;
    await warmStylesheets(root, () => new Promise((resolve) => setTimeout(resolve, 0)));
    return performance.getEntriesByName('pdv:snapshot-sheet').map((entry) => entry.duration);
  },
  /** An offline start: paints the stored snapshot; main-thread ms of the paint. */
  paint(): { painted: boolean; ms: number } {
    const start = performance.now();
    const painted = paintSnapshot(readSnapshot(), { buster: BUSTER, marker, backstopMs: 10 * 60_000 });
    return { painted, ms: performance.now() - start };
  },
  /** Writes a (possibly hostile) record as the stored snapshot, for this page's address and width. */
  store(record: Partial<ScreenSnapshot>): void {
    writeSnapshot({
      sub: 'alice',
      merchantId: 1,
      buster: BUSTER,
      path: location.pathname + location.search,
      width: innerWidth,
      tree: [],
      styles: [],
      sheets: [],
      rootStyle: '',
      title: 'Harness',
      dataUpdatedAt: Date.now(),
      savedAt: Date.now(),
      ...record,
    });
  },
  release: releaseSnapshot,
  /** The app booting under the picture: Ionic defines its elements and renders the live screen. */
  boot: () => harness.live(),
};

declare global {
  interface Window {
    harness: typeof harness;
  }
}
window.harness = harness;
