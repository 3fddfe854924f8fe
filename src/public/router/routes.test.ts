import { describe, expect, it } from 'vitest';
import routeTreeSource from '../../routeTree.gen.ts?raw';
import { isPublicPath } from './public-path';
import { matchPublicRoute, PUBLIC_ROUTES } from './routes';

/** The public route ids of the signed-in app's tree (TanStack file routes). */
function tanstackPublicIds(): string[] {
  const block = /export interface FileRoutesById \{([\s\S]*?)\n\}/.exec(routeTreeSource)?.[1] ?? '';
  return [...block.matchAll(/^\s*'([^']+)':/gm)]
    .map((match) => match[1] ?? '')
    .filter((id) => isPublicPath(id.replace(/\/$/, '')));
}

const sample = (path: string) =>
  path
    .replace(/\{-\$\w+\}/g, '42')
    .replace(/\$\w+/g, 'abc123')
    .replace(/\/$/, '');

describe('matchPublicRoute', () => {
  it("serves every public page of TanStack's route tree (the two lists stay in step)", () => {
    const ids = tanstackPublicIds();
    expect(ids.length).toBeGreaterThanOrEqual(12);
    for (const id of ids) expect(matchPublicRoute(sample(id)), id).not.toBeNull();
    expect(PUBLIC_ROUTES).toHaveLength(ids.length);
  });

  it("takes the exception page before a link's hash, and reads the parameters", () => {
    expect(matchPublicRoute('/paylink/checkout/exception')?.route.pattern).toBe('/paylink/checkout/exception');
    expect(matchPublicRoute('/paylink/checkout/a%20b/payment/card/')).toMatchObject({
      route: { pattern: '/paylink/checkout/:urlHash/payment/card' },
      params: { urlHash: 'a b' },
    });
    expect(matchPublicRoute('/receipt/77')?.params).toEqual({ id: '77' });
  });

  it('matches nothing else', () => {
    expect(matchPublicRoute('/paylink/checkout/x/payment/boleto')).toBeNull();
    expect(matchPublicRoute('/receipt/%E0%A4%A')).toBeNull();
    expect(matchPublicRoute('/dashboard')).toBeNull();
  });
});

describe('isPublicPath', () => {
  it("is the customer's areas only", () => {
    expect(isPublicPath('/paylink/checkout/abc')).toBe(true);
    expect(isPublicPath('/pix/test')).toBe(true);
    expect(isPublicPath('/receipt/1')).toBe(true);
    expect(isPublicPath('/billet/checkout/1')).toBe(true);
    expect(isPublicPath('/paylink/list')).toBe(false);
    expect(isPublicPath('/billet/list')).toBe(false);
    expect(isPublicPath('/receipts')).toBe(false);
  });
});
