import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests run against real sandboxes started here, each on its own port with its own
 * fresh data dir: the main one (short token lifetime so refresh is observable) and one with a
 * short idle limit for the idle-logout test, one in strict contract mode and one with another
 * brand, one with 20 s access tokens. E2E_MAIN_PORT / E2E_IDLE_PORT / E2E_STRICT_PORT /
 * E2E_BRAND_PORT / E2E_SESSION_PORT move them when two runs share a machine.
 */
export const MAIN_PORT = Number(process.env.E2E_MAIN_PORT ?? 8181);
export const IDLE_PORT = Number(process.env.E2E_IDLE_PORT ?? 8182);
/** A third sandbox in strict contract mode (SANDBOX_STRICT_CONTRACT=1: only requirements §7's calls). */
export const STRICT_PORT = Number(process.env.E2E_STRICT_PORT ?? IDLE_PORT + 1);
/** A fourth sandbox with a second operator's brand (BRAND_*), for the white-label test. */
export const BRAND_PORT = Number(process.env.E2E_BRAND_PORT ?? IDLE_PORT + 2);
/**
 * A fifth sandbox whose access tokens live 20 s (refresh tokens an hour), for the session that
 * must outlive several token lifetimes offline (e2e/offline-session.spec.ts).
 */
export const SESSION_PORT = Number(process.env.E2E_SESSION_PORT ?? IDLE_PORT + 3);
/** That operator: a blue on which neither white nor the portal's ink reads, so black text. */
export const SECOND_BRAND = {
  BRAND_NAME: 'Banco Azul Pagamentos',
  BRAND_SHORT_NAME: 'Banco Azul',
  BRAND_LOGO_URL: '/icons/icon-192.png',
  BRAND_PRIMARY_COLOR: '#1e88e5',
  BRAND_SECONDARY_COLOR: '#0d47a1',
};
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The built PWA the sandboxes serve. Defaults to `dist`; point it at a private build
 * (`npx vite build --outDir /tmp/e2e-dist`) when someone else may rebuild `dist` mid-run.
 */
const staticDir = process.env.E2E_STATIC_DIR ?? 'dist';

const sandbox = (port: number, env: Record<string, string>) => ({
  command: `rm -rf .data-e2e-${port} && node --import tsx server/main.ts`,
  url: `http://localhost:${port}/config`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'pipe' as const,
  env: {
    PORT: String(port),
    DATA_DIR: `.data-e2e-${port}`,
    STATIC_DIR: staticDir,
    PORTAL_ENVIRONMENT: 'production',
    // Every answer the browser tests get is held to its contract declaration (a 500 otherwise).
    SANDBOX_CHECK_RESPONSES: '1',
    ...env,
  },
});

export default defineConfig({
  testDir: './e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${MAIN_PORT}`,
    ...devices['Pixel 5'],
    viewport: { width: 360, height: 800 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: { executablePath: chromium },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium-phone' }],
  webServer: [
    sandbox(MAIN_PORT, { ACCESS_TOKEN_TTL: '65', IDLE_LIMIT_SECONDS: '600' }),
    sandbox(IDLE_PORT, { IDLE_LIMIT_SECONDS: '4' }),
    sandbox(STRICT_PORT, { SANDBOX_STRICT_CONTRACT: '1', IDLE_LIMIT_SECONDS: '600' }),
    sandbox(BRAND_PORT, { ...SECOND_BRAND, IDLE_LIMIT_SECONDS: '600' }),
    sandbox(SESSION_PORT, { ACCESS_TOKEN_TTL: '20', REFRESH_TOKEN_TTL: '3600', IDLE_LIMIT_SECONDS: '600' }),
  ],
});
