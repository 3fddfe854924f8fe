/**
 * Imports oidc-provider without its "Unsupported runtime" warning: 9.x asks for Node 22 but
 * everything the sandbox uses works on Node 20 (docs/stack-notes.md), and the line would only alarm
 * whoever reads the start-up output. The warning is printed while the module is evaluated,
 * so the import must be dynamic, and nothing else may import oidc-provider's values statically.
 */
import type * as OidcProvider from 'oidc-provider';

type OidcProviderModule = typeof OidcProvider;

let loading: Promise<OidcProviderModule> | undefined;

export function loadOidcProvider(): Promise<OidcProviderModule> {
  loading ??= (async () => {
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].includes('Unsupported runtime')) return;
      warn(...args);
    };
    try {
      return await import('oidc-provider');
    } finally {
      console.warn = warn;
    }
  })();
  return loading;
}
