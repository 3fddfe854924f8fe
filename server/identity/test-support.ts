import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readEnv, type Env } from '../env';
import { createIdentity, type Identity } from './index';

/** Helpers shared by the identity and http tests: ports, temp dirs, a cookie-keeping client. */

// Below Linux's ephemeral range (32768–60999): a port the OS hands out for `listen(0)` is also
// one it may give the next outgoing connection (a database client, a fetch), and a test that
// closes its probe and binds again a moment later then found it taken ("already in use").
const LOW = 20_000;
const HIGH = 32_000;

function bindable(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port nobody listens on now, picked at random outside the ephemeral range. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW));
    if (await bindable(port)) return port;
  }
  throw new Error('no free port');
}

export async function tempDir(prefix: string): Promise<{ path: string; remove: () => Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), prefix));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

export function testEnv(port: number, dataDir: string, extra: Record<string, string> = {}): Env {
  return readEnv({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: `http://localhost:${port}`, ...extra });
}

export async function listen(server: Server, port: number): Promise<() => Promise<void>> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

interface Cookie {
  name: string;
  value: string;
  path: string;
}

/** A minimal browser: follows nothing by itself, keeps cookies by name and path. */
export class CookieClient {
  private cookies: Cookie[] = [];

  constructor(readonly base: string) {}

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(path, this.base);
    const cookie = this.cookies
      .filter((candidate) => url.pathname.startsWith(candidate.path))
      .map((candidate) => `${candidate.name}=${candidate.value}`)
      .join('; ');
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) this.store(line);
    return response;
  }

  private store(line: string): void {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    const attribute = (key: string): string | undefined =>
      attributes.find((item) => item.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
    const path = attribute('path') ?? '/';
    const expires = attribute('expires');
    const gone =
      value === '' || attribute('max-age') === '0' || (expires !== undefined && Date.parse(expires) < Date.now());
    this.cookies = this.cookies.filter((cookie) => !(cookie.name === name && cookie.path === path));
    if (!gone) this.cookies.push({ name, value, path });
  }
}

export function formAction(html: string): string {
  const action = /<form[^>]*id="kc-form-login"[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('login form not found');
  return action.replace(/&amp;/g, '&');
}

export interface RunningIdentity {
  identity: Identity;
  base: string;
  /** Stops the server, saves the identity's state and deletes the temp data dir. */
  close: () => Promise<void>;
}

/** An identity server on a free port with its own temp data dir, for one test file. */
export async function startTestIdentity(
  prefix: string,
  options: { extra?: Record<string, string>; now?: () => number } = {},
): Promise<RunningIdentity> {
  const dir = await tempDir(prefix);
  const port = await freePort();
  const identity = await createIdentity({ env: testEnv(port, dir.path, options.extra), now: options.now });
  const stop = await listen(createServer(identity.callback), port);
  return {
    identity,
    base: `http://localhost:${port}`,
    close: async () => {
      await stop();
      await identity.close();
      await dir.remove();
    },
  };
}
