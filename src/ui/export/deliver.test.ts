import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliverFile, formatBytes } from './deliver';

const file = () => new File(['a;b\n'], 'transacoes.csv', { type: 'text/csv' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubShare(share: () => Promise<void>, canShare = true) {
  vi.stubGlobal('navigator', { ...navigator, canShare: () => canShare, share: vi.fn(share) });
}

function spyDownload() {
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
}

describe('deliverFile', () => {
  it('shares on a phone that can share files', async () => {
    stubShare(() => Promise.resolve());
    const click = spyDownload();
    expect(await deliverFile(file(), true)).toBe('shared');
    expect(click).not.toHaveBeenCalled();
  });

  it('downloads when the device cannot share files, or on wide screens', async () => {
    const click = spyDownload();
    stubShare(() => Promise.resolve(), false);
    expect(await deliverFile(file(), true)).toBe('downloaded');
    stubShare(() => Promise.resolve());
    expect(await deliverFile(file(), false)).toBe('downloaded');
    expect(click).toHaveBeenCalledTimes(2);
  });

  it('asks for a tap when the share came too long after the last one, and respects a cancelled sheet', async () => {
    spyDownload();
    stubShare(() => Promise.reject(new DOMException('no activation', 'NotAllowedError')));
    expect(await deliverFile(file(), true)).toBe('needs-tap');
    stubShare(() => Promise.reject(new DOMException('closed', 'AbortError')));
    expect(await deliverFile(file(), true)).toBe('cancelled');
  });
});

describe('formatBytes', () => {
  it('reads sizes in pt-BR', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5,0 MB');
  });
});
