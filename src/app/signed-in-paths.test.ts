import { describe, expect, it } from 'vitest';
import { needsSignIn } from './sign-in-first';
import { isSignedInPath } from './signed-in-paths';
import routeTreeSource from '../routeTree.gen.ts?raw';

/** Every route id of the generated tree, e.g. '/_app/financial/payments', '/pix/checkout/'. */
function routeIds(): string[] {
  const block = /export interface FileRoutesById \{([\s\S]*?)\n\}/.exec(routeTreeSource)?.[1] ?? '';
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1] ?? '');
}

/** A concrete URL path for a route path ('$id' and '{-$id}' filled in). */
const sample = (path: string) => path.replace(/\{-\$\w+\}/g, '42').replace(/\$\w+/g, 'abc123');

describe('isSignedInPath', () => {
  const ids = routeIds().filter((id) => id !== '/_app');

  it('knows every route of the tree', () => {
    expect(ids.length).toBeGreaterThan(30);
  });

  it('matches exactly the pages of the signed-in layout', () => {
    for (const id of ids) {
      const signedIn = id.startsWith('/_app/');
      const path = sample(signedIn ? id.slice('/_app'.length) : id);
      // '/' redirects to the dashboard: signing in first is right for it too.
      expect(isSignedInPath(path), `${id} → ${path}`).toBe(signedIn || id === '/');
    }
  });

  it('leaves unknown paths to the router (its 404 page needs no sign-in)', () => {
    expect(isSignedInPath('/pagina/que/nao/existe')).toBe(false);
    expect(isSignedInPath('/dashboardx')).toBe(false);
  });
});

describe('needsSignIn', () => {
  it('signs in first on a signed-in page, online, with no sign-in under way', () => {
    expect(needsSignIn({ pathname: '/dashboard', hash: '' }, true)).toBe(true);
  });

  it('not offline, not on public pages, not on the way back from the identity server', () => {
    expect(needsSignIn({ pathname: '/dashboard', hash: '' }, false)).toBe(false);
    expect(needsSignIn({ pathname: '/paylink/checkout/abc123', hash: '' }, true)).toBe(false);
    expect(needsSignIn({ pathname: '/dashboard', hash: '#state=x&session_state=y&code=z' }, true)).toBe(false);
    expect(needsSignIn({ pathname: '/dashboard', hash: '#error=login_required&state=x' }, true)).toBe(false);
  });
});
