import { describe, expect, it } from 'vitest';
import { dismissInstall, installWay, isInstallDismissed, recordVisit, shouldOfferInstall } from './install-offer';

const store = () => {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
};

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const CHROME_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe('recordVisit', () => {
  it('counts a tab session once (a reload is the same visit), a new tab as the next visit', () => {
    const local = store();
    const firstTab = store();
    expect(recordVisit(local, firstTab)).toBe(1);
    expect(recordVisit(local, firstTab)).toBe(1);
    expect(recordVisit(local, store())).toBe(2);
    expect(recordVisit(local, store())).toBe(3);
  });

  it('without storage, every visit is the first (nothing offered)', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(recordVisit(broken, store())).toBe(1);
    expect(isInstallDismissed(broken)).toBe(true);
  });
});

describe('shouldOfferInstall', () => {
  it('not on the first visit; from the second on, until dismissed, and only where installing is possible', () => {
    expect(shouldOfferInstall(1, false, 'prompt')).toBe(false);
    expect(shouldOfferInstall(2, false, 'prompt')).toBe(true);
    expect(shouldOfferInstall(5, false, 'ios')).toBe(true);
    expect(shouldOfferInstall(2, true, 'prompt')).toBe(false);
    expect(shouldOfferInstall(2, false, null)).toBe(false);
  });

  it('remembers the dismissal on the device', () => {
    const local = store();
    expect(isInstallDismissed(local)).toBe(false);
    dismissInstall(local);
    expect(isInstallDismissed(local)).toBe(true);
  });
});

describe('installWay', () => {
  const facts = { userAgent: ANDROID, maxTouchPoints: 5, standalone: false, canPrompt: false };

  it("Chromium's own dialog when it handed over its event", () => {
    expect(installWay({ ...facts, canPrompt: true })).toBe('prompt');
    expect(installWay(facts)).toBeNull();
  });

  it("Safari's share sheet on iPhone and on an iPad that asks for the desktop site", () => {
    expect(installWay({ ...facts, userAgent: IPHONE })).toBe('ios');
    expect(installWay({ ...facts, userAgent: IPAD_DESKTOP, maxTouchPoints: 5 })).toBe('ios');
    // A real Mac has no touch points.
    expect(installWay({ ...facts, userAgent: IPAD_DESKTOP, maxTouchPoints: 0 })).toBeNull();
    expect(installWay({ ...facts, userAgent: CHROME_IOS })).toBeNull();
  });

  it('nothing once installed', () => {
    expect(installWay({ ...facts, userAgent: IPHONE, standalone: true })).toBeNull();
    expect(installWay({ ...facts, canPrompt: true, standalone: true })).toBeNull();
  });
});
