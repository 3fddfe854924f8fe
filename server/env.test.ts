import { describe, expect, it } from 'vitest';
import { EnvError, issuerOf, readEnv } from './env';

describe('readEnv', () => {
  it('has defaults that make `npm start` work on a fresh machine', () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      port: 8080,
      host: undefined,
      dataDir: '.data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:8080',
      extraOrigins: [],
      accessTokenTtl: 300,
      refreshTokenTtl: 1800,
      ssoSessionTtl: 36000,
      idleLimitSeconds: 300,
      backendClientSecret: 'sandbox-backend-secret',
      environment: 'production',
      sandboxDemoHint: true,
      staticDir: 'dist',
    });
    expect(issuerOf(env)).toBe('http://localhost:8080/realms/portal');
  });

  it('follows PORT in the default PUBLIC_URL and strips a trailing slash from an explicit one', () => {
    expect(readEnv({ PORT: '9090' }).publicUrl).toBe('http://localhost:9090');
    expect(readEnv({ PUBLIC_URL: 'https://vendas.example.com.br/' }).publicUrl).toBe('https://vendas.example.com.br');
  });

  it('reads booleans, lists and the environment', () => {
    const env = readEnv({ SANDBOX_DEMO_HINT: 'no', EXTRA_ORIGINS: 'none', PORTAL_ENVIRONMENT: 'development' });
    expect(env).toMatchObject({ sandboxDemoHint: false, extraOrigins: [], environment: 'development' });
  });

  it('accepts the Vite dev origin only in development', () => {
    expect(readEnv({ PORTAL_ENVIRONMENT: 'development' }).extraOrigins).toEqual(['http://localhost:5173']);
    expect(readEnv({ PORTAL_ENVIRONMENT: 'production' }).extraOrigins).toEqual([]);
    expect(() => readEnv({ EXTRA_ORIGINS: 'http://localhost:5173/' })).toThrow(/PORTAL_ENVIRONMENT=development/);
    expect(readEnv({ EXTRA_ORIGINS: 'https://outro.example.com.br' }).extraOrigins).toEqual([
      'https://outro.example.com.br',
    ]);
  });

  it('reports every bad value at once, naming the variables', () => {
    let caught: unknown;
    try {
      readEnv({
        PORT: 'oito',
        PUBLIC_URL: 'ftp://x',
        ACCESS_TOKEN_TTL: '-1',
        PORTAL_ENVIRONMENT: 'staging',
        SANDBOX_DEMO_HINT: 'talvez',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const message = (caught as EnvError).message;
    for (const name of ['PORT', 'PUBLIC_URL', 'ACCESS_TOKEN_TTL', 'PORTAL_ENVIRONMENT', 'SANDBOX_DEMO_HINT'])
      expect(message).toContain(name);
  });

  it('reads the login throttle limits, with Keycloak-like defaults', () => {
    expect(readEnv({}).loginThrottle).toEqual({
      maxUserFailures: 5,
      maxAddressFailures: 20,
      waitSeconds: 30,
      maxWaitSeconds: 900,
      resetSeconds: 43_200,
    });
    expect(readEnv({ LOGIN_MAX_FAILURES: '2', LOGIN_WAIT_SECONDS: '5' }).loginThrottle).toMatchObject({
      maxUserFailures: 2,
      waitSeconds: 5,
    });
    expect(() => readEnv({ LOGIN_MAX_FAILURES: '0' })).toThrow(/LOGIN_MAX_FAILURES/);
  });

  it('refuses a refresh token that would die before its access token', () => {
    expect(() => readEnv({ ACCESS_TOKEN_TTL: '600', REFRESH_TOKEN_TTL: '300' })).toThrow(/REFRESH_TOKEN_TTL/);
  });

  it('takes the crash test’s pause hook only under NODE_ENV=test, and only a real phase', () => {
    expect(readEnv({}).paymentPauseAt).toBeUndefined();
    expect(readEnv({ NODE_ENV: 'test', SANDBOX_TEST_PAUSE_AT: 'claimed' }).paymentPauseAt).toBe('claimed');
    for (const NODE_ENV of [undefined, 'production', 'development'])
      expect(() => readEnv({ NODE_ENV, SANDBOX_TEST_PAUSE_AT: 'claimed' })).toThrow(
        /SANDBOX_TEST_PAUSE_AT is a test hook/,
      );
    expect(() => readEnv({ NODE_ENV: 'test', SANDBOX_TEST_PAUSE_AT: 'later' })).toThrow(/card payment phase/);
  });
});
