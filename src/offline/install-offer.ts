/**
 * When to offer installing the app (issue 22): from the second visit on, until the user says
 * "no" once. A visit is a browser tab session (a reload is the same visit), counted on this
 * device. Pure functions over storage-like objects, so the rules are testable without a browser.
 */

const VISITS = 'pdv:visits';
const DISMISSED = 'pdv:install-dismissed';
/** Per tab: set once the visit is counted, so a reload does not count again. */
const COUNTED = 'pdv:visit-counted';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** Counts this visit once per tab session; returns how many visits this device has had. */
export function recordVisit(local: Store, session: Store): number {
  try {
    const before = Number(local.getItem(VISITS)) || 0;
    if (session.getItem(COUNTED) === '1') return Math.max(before, 1);
    session.setItem(COUNTED, '1');
    local.setItem(VISITS, String(before + 1));
    return before + 1;
  } catch {
    // No storage (private mode): every visit looks like the first, so nothing is offered.
    return 1;
  }
}

export function isInstallDismissed(local: Store): boolean {
  try {
    return local.getItem(DISMISSED) === '1';
  } catch {
    return true;
  }
}

export function dismissInstall(local: Store): void {
  try {
    local.setItem(DISMISSED, '1');
  } catch {
    // Without storage the banner comes back next visit; nothing else to do.
  }
}

/**
 * How this browser installs a web app: its own dialog ('prompt', Chromium's
 * beforeinstallprompt), the share sheet (Safari on iPhone and iPad, which has no such event), or
 * not at all (already installed, or a browser with neither).
 */
export type InstallWay = 'prompt' | 'ios' | null;

export interface BrowserFacts {
  userAgent: string;
  /** navigator.maxTouchPoints: an iPad asks for the desktop site and says "Macintosh". */
  maxTouchPoints: number;
  /** Running installed (display-mode standalone, or Safari's navigator.standalone). */
  standalone: boolean;
  /** Chromium handed over its install event. */
  canPrompt: boolean;
}

export function installWay(facts: BrowserFacts): InstallWay {
  if (facts.standalone) return null;
  if (facts.canPrompt) return 'prompt';
  const ua = facts.userAgent;
  const apple = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && facts.maxTouchPoints > 1);
  // Chrome, Firefox and Edge on iOS add to the home screen only since iOS 16.4 and differently:
  // the hint names Safari's share sheet, so it is for Safari.
  const safari = /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(ua);
  return apple && safari ? 'ios' : null;
}

/** The banner shows from the second visit on, while not dismissed, where installing is possible. */
export function shouldOfferInstall(visits: number, dismissed: boolean, way: InstallWay): boolean {
  return visits >= 2 && !dismissed && way !== null;
}
