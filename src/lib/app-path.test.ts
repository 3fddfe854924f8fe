import { describe, expect, it } from 'vitest';
import { appPath } from './app-path';

const ORIGIN = 'https://portal.loja.com.br';

describe('appPath', () => {
  it('follows the app’s own paths, with their search', () => {
    expect(appPath('/financial/transactions?sale=12', ORIGIN)).toBe('/financial/transactions?sale=12');
    expect(appPath('/paylink/share/4', ORIGIN)).toBe('/paylink/share/4');
  });

  it('never another host, a scheme or a trick the browser would read as one', () => {
    for (const url of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/a\nb',
      'paylink',
      '',
    ]) {
      expect(appPath(url, ORIGIN)).toBeUndefined();
    }
  });
});
