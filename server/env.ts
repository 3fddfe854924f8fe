import { parseMoneyPause, type MoneyPauseAt } from './domain/money-pause';
import { isCardPaymentPhase, type CardPaymentPhase } from './domain/payments/phases';
import type { ThrottleLimits } from './identity/login-throttle';

/**
 * The sandbox's settings, read once from the environment. Every value has a default so that
 * `npm start` works on a fresh machine; a bad value stops start-up with a message that names
 * the variable, instead of a confusing failure later (a NaN port, an issuer with a typo).
 */
type PortalEnvironment = 'production' | 'development';

export interface Env {
  port: number;
  /** Undefined: Node's default (every interface, IPv6 and IPv4). */
  host: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Base URL the browser uses, without a trailing slash; the issuer is `${publicUrl}/realms/portal`. */
  publicUrl: string;
  /** Origins besides publicUrl's that may receive codes and call the identity server (vite dev, in development only). */
  extraOrigins: string[];
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** Longest life of a sign-in (Keycloak's "SSO Session Max"). */
  ssoSessionTtl: number;
  idleLimitSeconds: number;
  /** The confidential `sales-portal-backend` client's secret (token introspection by backends). */
  backendClientSecret: string;
  environment: PortalEnvironment;
  sandboxDemoHint: boolean;
  /** SANDBOX_STRICT_CONTRACT=1: the API serves only requirements §7's and the issues' calls. */
  strictContract: boolean;
  /** SANDBOX_CHECK_RESPONSES=1 (the e2e sandboxes): every answer held to its contract declaration. */
  checkResponses: boolean;
  staticDir: string;
  /** Brute-force protection of the login form (identity/login-throttle.ts). */
  loginThrottle: ThrottleLimits;
  /** `YYYY-MM-DD` that the seed treats as today (tests pin it); undefined: the real date. */
  today: string | undefined;
  /**
   * SANDBOX_TEST_PAUSE_AT: card payments stop for good at this phase (the crash test kills the
   * process there). Accepted only with NODE_ENV=test, which vitest sets and nothing else does.
   */
  paymentPauseAt: CardPaymentPhase | undefined;
  /** The same for refunds and confirmations: `refund:moved`, `anticipation:answered`… (domain/money-pause.ts). */
  moneyPauseAt: MoneyPauseAt | undefined;
  /** The operator's brand: /config's `brand`, the manifest's name and colour, the login page. */
  brand: SandboxBrand;
  /** Web Push (decision 038): keys given by the environment, else kept in DATA_DIR (push/vapid-keys.ts). */
  vapid: VapidSettings;
}

export interface VapidSettings {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, both or neither (base64url, as web-push writes them). */
  keys: { publicKey: string; privateKey: string } | undefined;
  /** VAPID_SUBJECT: who the push services may contact (`mailto:` or `https:`). */
  subject: string;
}

export interface SandboxBrand {
  name: string;
  /** The home-screen label under the icon (the manifest's `short_name`). */
  shortName: string;
  logoUrl: string;
  colors: { primary: string; secondary: string };
}

/** The product's own brand: what every deployment shows until its operator names another. */
export const DEFAULT_BRAND: SandboxBrand = {
  name: 'Painel de Vendas',
  shortName: 'Vendas',
  logoUrl: '/icons/logo.svg',
  colors: { primary: '#edb82b', secondary: '#f58634' },
};

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

type Source = Record<string, string | undefined>;

/** Collects every problem before failing, so one start-up attempt reports all of them. */
class Reader {
  readonly problems: string[] = [];
  constructor(private readonly source: Source) {}

  raw(name: string): string | undefined {
    const value = this.source[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  }

  string(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  integer(name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!/^\d+$/.test(value) || parsed < min || parsed > max) {
      this.problems.push(`${name} must be an integer from ${min} to ${max} (got "${value}")`);
      return fallback;
    }
    return parsed;
  }

  boolean(name: string, fallback: boolean): boolean {
    const value = this.raw(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(value)) return true;
    if (['0', 'false', 'no', 'off'].includes(value)) return false;
    this.problems.push(`${name} must be true or false (got "${value}")`);
    return fallback;
  }

  /** `#rrggbb`: the PWA derives Ionic's shade, tint and text colour from exactly six digits. */
  color(name: string, fallback: string): string {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (!/^#[0-9a-fA-F]{6}$/.test(value)) {
      this.problems.push(`${name} must be a #rrggbb colour (got "${value}")`);
      return fallback;
    }
    return value.toLowerCase();
  }

  origin(name: string, value: string): string | undefined {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      this.problems.push(`${name} must be an absolute http(s) URL (got "${value}")`);
      return undefined;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      this.problems.push(`${name} must use http or https (got "${value}")`);
      return undefined;
    }
    if (url.search || url.hash || url.username || url.password) {
      this.problems.push(`${name} must not carry credentials, a query or a fragment (got "${value}")`);
      return undefined;
    }
    return url.href.replace(/\/+$/, '');
  }
}

/** The Vite dev server of `npm run dev`: a valid redirect and web origin in development only. */
const DEV_SERVER_ORIGIN = 'http://localhost:5173';

export function readEnv(source: Source = process.env): Env {
  const read = new Reader(source);
  const port = read.integer('PORT', 8080, 1, 65535);
  const publicUrl =
    read.origin('PUBLIC_URL', read.string('PUBLIC_URL', `http://localhost:${port}`)) ?? `http://localhost:${port}`;
  const environment = read.string('PORTAL_ENVIRONMENT', 'production');
  if (environment !== 'production' && environment !== 'development') {
    read.problems.push(`PORTAL_ENVIRONMENT must be "production" or "development" (got "${environment}")`);
  }
  const development = environment === 'development';
  const extraOrigins = read
    .string('EXTRA_ORIGINS', development ? DEV_SERVER_ORIGIN : 'none')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '' && value !== 'none')
    .map((value) => read.origin('EXTRA_ORIGINS', value))
    .filter((value): value is string => value !== undefined)
    .map((value) => new URL(value).origin);
  // Anyone can run a server on a user's localhost:5173; a production realm must not send codes there.
  if (!development && extraOrigins.includes(DEV_SERVER_ORIGIN)) {
    read.problems.push(
      `EXTRA_ORIGINS may name ${DEV_SERVER_ORIGIN} (the Vite dev server) only when PORTAL_ENVIRONMENT=development`,
    );
  }
  const today = read.raw('SANDBOX_TODAY');
  if (today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(today)) {
    read.problems.push(`SANDBOX_TODAY must be a YYYY-MM-DD date (got "${today}")`);
  }

  const pauseAt = read.raw('SANDBOX_TEST_PAUSE_AT');
  if (pauseAt !== undefined && source.NODE_ENV !== 'test') {
    read.problems.push('SANDBOX_TEST_PAUSE_AT is a test hook: it is refused unless NODE_ENV=test');
  } else if (pauseAt !== undefined && !isCardPaymentPhase(pauseAt) && !parseMoneyPause(pauseAt)) {
    read.problems.push(
      `SANDBOX_TEST_PAUSE_AT must name a card payment phase or a scope:phase such as refund:moved (got "${pauseAt}")`,
    );
  }

  const env: Env = {
    port,
    host: read.raw('HOST'),
    dataDir: read.string('DATA_DIR', '.data'),
    databaseUrl: read.raw('DATABASE_URL'),
    publicUrl,
    extraOrigins,
    accessTokenTtl: read.integer('ACCESS_TOKEN_TTL', 300, 10, 86_400),
    refreshTokenTtl: read.integer('REFRESH_TOKEN_TTL', 1800, 10, 30 * 86_400),
    ssoSessionTtl: read.integer('SSO_SESSION_TTL', 36_000, 60, 30 * 86_400),
    idleLimitSeconds: read.integer('IDLE_LIMIT_SECONDS', 300, 1, 86_400),
    backendClientSecret: read.string('BACKEND_CLIENT_SECRET', 'sandbox-backend-secret'),
    environment: development ? 'development' : 'production',
    sandboxDemoHint: read.boolean('SANDBOX_DEMO_HINT', true),
    strictContract: read.boolean('SANDBOX_STRICT_CONTRACT', false),
    checkResponses: read.boolean('SANDBOX_CHECK_RESPONSES', false),
    staticDir: read.string('STATIC_DIR', 'dist'),
    loginThrottle: {
      maxUserFailures: read.integer('LOGIN_MAX_FAILURES', 5, 1, 1000),
      maxAddressFailures: read.integer('LOGIN_MAX_FAILURES_PER_ADDRESS', 20, 1, 100_000),
      waitSeconds: read.integer('LOGIN_WAIT_SECONDS', 30, 1, 86_400),
      maxWaitSeconds: read.integer('LOGIN_MAX_WAIT_SECONDS', 900, 1, 7 * 86_400),
      resetSeconds: read.integer('LOGIN_FAILURE_RESET_SECONDS', 43_200, 1, 30 * 86_400),
    },
    today,
    paymentPauseAt: pauseAt !== undefined && isCardPaymentPhase(pauseAt) ? pauseAt : undefined,
    moneyPauseAt: pauseAt === undefined ? undefined : parseMoneyPause(pauseAt),
    brand: readBrand(read),
    vapid: readVapid(read, publicUrl),
  };
  if (env.refreshTokenTtl < env.accessTokenTtl) {
    read.problems.push('REFRESH_TOKEN_TTL must not be shorter than ACCESS_TOKEN_TTL');
  }
  if (read.problems.length > 0) throw new EnvError(read.problems);
  return env;
}

function readBrand(read: Reader): SandboxBrand {
  const name = read.raw('BRAND_NAME');
  const logoUrl = read.string('BRAND_LOGO_URL', DEFAULT_BRAND.logoUrl);
  // A relative path or an http(s) URL: the page's CSP decides what may load, not this check.
  if (!/^(\/[^/]|https?:\/\/)/.test(logoUrl)) {
    read.problems.push(`BRAND_LOGO_URL must be a path starting with / or an http(s) URL (got "${logoUrl}")`);
  }
  return {
    name: name ?? DEFAULT_BRAND.name,
    // Another brand's long name is its own short name unless it gives one: never the product's.
    shortName: read.string('BRAND_SHORT_NAME', name ?? DEFAULT_BRAND.shortName),
    logoUrl,
    colors: {
      primary: read.color('BRAND_PRIMARY_COLOR', DEFAULT_BRAND.colors.primary),
      secondary: read.color('BRAND_SECONDARY_COLOR', DEFAULT_BRAND.colors.secondary),
    },
  };
}

function readVapid(read: Reader, publicUrl: string): VapidSettings {
  const publicKey = read.raw('VAPID_PUBLIC_KEY');
  const privateKey = read.raw('VAPID_PRIVATE_KEY');
  if ((publicKey === undefined) !== (privateKey === undefined)) {
    read.problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither');
  }
  // An uncompressed P-256 point (65 bytes) and a 32-byte scalar, base64url without padding.
  if (publicKey !== undefined && !/^[A-Za-z0-9_-]{87}$/.test(publicKey)) {
    read.problems.push('VAPID_PUBLIC_KEY must be a P-256 public key in base64url (87 characters)');
  }
  if (privateKey !== undefined && !/^[A-Za-z0-9_-]{43}$/.test(privateKey)) {
    read.problems.push('VAPID_PRIVATE_KEY must be a P-256 private key in base64url (43 characters)');
  }
  // Push services want a way to reach the sender: the portal's https address, else a mailbox.
  const fallback = publicUrl.startsWith('https://') ? publicUrl : 'mailto:sandbox@painel-de-vendas.invalid';
  const subject = read.string('VAPID_SUBJECT', fallback);
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(subject)) {
    read.problems.push(`VAPID_SUBJECT must be a mailto: address or an https: URL (got "${subject}")`);
  }
  return {
    keys: publicKey !== undefined && privateKey !== undefined ? { publicKey, privateKey } : undefined,
    subject,
  };
}

/** The issuer of the sandbox realm: Keycloak's layout, `${base}/realms/${realm}`. */
export function issuerOf(env: Pick<Env, 'publicUrl'>): string {
  return `${env.publicUrl}/realms/portal`;
}
