import type { Feature } from '../contract/endpoint.ts';
import type { Env } from './env';

/**
 * The runtime config document served at `GET /config` (README, "Deploy against a real Keycloak"). The
 * sandbox fills it from the environment; an operator's deployment serves its own. It must
 * satisfy `RuntimeConfigSchema` in contract/runtime-config.ts (a test checks that).
 */
export interface ConfigDocument {
  apiUrl: string;
  keycloak: { url: string; realm: string; clientId: string };
  storageUrl: string;
  idleLimitSeconds: number;
  environment: Env['environment'];
  brand: { name: string; logoUrl: string; colors: { primary: string; secondary: string } };
  /** The optional capabilities this backend offers (issue 23; contract/endpoint.ts FEATURES). */
  features: Record<Feature, boolean>;
  /** Web Push's application server key (decision 038); only with `features.notifications`. */
  vapidPublicKey?: string;
}

export function buildConfigDocument(
  env: Pick<Env, 'publicUrl' | 'idleLimitSeconds' | 'environment' | 'brand' | 'strictContract'>,
  vapidPublicKey?: string,
): ConfigDocument {
  // Notifications need the push keys: without them (a test's HTTP server) the capability is off.
  const notifications = !env.strictContract && vapidPublicKey !== undefined;
  return {
    apiUrl: '/api',
    // The server base: keycloak-js appends `/realms/{realm}` itself.
    keycloak: { url: env.publicUrl, realm: 'portal', clientId: 'sales-portal' },
    storageUrl: '/storage',
    idleLimitSeconds: env.idleLimitSeconds,
    environment: env.environment,
    // BRAND_* (env.ts); the short name is the manifest's alone, the PWA never shows it.
    brand: { name: env.brand.name, logoUrl: env.brand.logoUrl, colors: { ...env.brand.colors } },
    // The strict sandbox is a backend of requirements §7 alone: no optional capability.
    features: {
      refunds: !env.strictContract,
      anticipation: !env.strictContract,
      reconciliation: !env.strictContract,
      notifications,
    },
    ...(notifications ? { vapidPublicKey } : {}),
  };
}
