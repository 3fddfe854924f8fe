import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { generateVAPIDKeys } from 'web-push';
import { RuntimeConfigSchema } from '../contract/runtime-config.ts';
import { buildConfigDocument } from './config-document';
import { readEnv } from './env';

describe('config document', () => {
  it("passes the PWA's RuntimeConfigSchema in both environments", () => {
    for (const PORTAL_ENVIRONMENT of ['production', 'development']) {
      const document = buildConfigDocument(readEnv({ PORTAL_ENVIRONMENT, IDLE_LIMIT_SECONDS: '120' }));
      const parsed = v.safeParse(RuntimeConfigSchema, document);
      expect(parsed.issues).toBeUndefined();
      expect(document).toMatchObject({ environment: PORTAL_ENVIRONMENT, idleLimitSeconds: 120 });
    }
  });

  it('points keycloak-js at the server base, not at the realm', () => {
    const document = buildConfigDocument(readEnv({ PUBLIC_URL: 'https://vendas.example.com.br' }));
    expect(document.keycloak).toEqual({
      url: 'https://vendas.example.com.br',
      realm: 'portal',
      clientId: 'sales-portal',
    });
  });

  it('offers every optional capability, and none on the strict sandbox', () => {
    const { publicKey } = generateVAPIDKeys();
    const document = buildConfigDocument(readEnv({}), publicKey);
    expect(document.features).toEqual({
      refunds: true,
      anticipation: true,
      reconciliation: true,
      notifications: true,
    });
    expect(document.vapidPublicKey).toBe(publicKey);
    expect(v.safeParse(RuntimeConfigSchema, document).issues).toBeUndefined();
    const strict = buildConfigDocument(readEnv({ SANDBOX_STRICT_CONTRACT: 'true' }), publicKey);
    expect(strict.features).toEqual({
      refunds: false,
      anticipation: false,
      reconciliation: false,
      notifications: false,
    });
    expect(strict).not.toHaveProperty('vapidPublicKey');
  });

  it('has no notifications without push keys', () => {
    expect(buildConfigDocument(readEnv({})).features.notifications).toBe(false);
  });
});
