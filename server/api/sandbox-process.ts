import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { importJWK, SignJWT, type JWTPayload } from 'jose';
import { loadOrCreateKeys } from '../identity/keys.ts';

/**
 * Real sandbox processes (server/main.ts) for the tests and benches that need more than one:
 * processes started on the same DATA_DIR share the realm's keys (identity-keys.json), so one
 * token is accepted by all of them, as behind a load balancer.
 */
export interface SandboxProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
  /** Sends `signal` (SIGKILL: no clean-up at all) and resolves once the process is gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Resolves once the process has printed `text` (since it started), rejects after `timeoutMs`. */
  waitForOutput(text: string, timeoutMs?: number): Promise<void>;
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Starts `server/main.ts` with `env` on `port` and resolves on its ready line. */
export function startSandboxProcess(port: number, env: Record<string, string>): Promise<SandboxProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let ended = false;
  const waiters = new Set<() => void>();
  const wakeAll = () => {
    for (const wake of waiters) wake();
  };
  child.stdout.on('data', (chunk: Buffer) => {
    // A long bench run must not hoard its log: the tail is what a waiter or an error needs.
    output = (output + chunk.toString()).slice(-256 * 1024);
    wakeAll();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-256 * 1024);
    wakeAll();
  });
  const exited = new Promise<void>((done) =>
    child.once('exit', () => {
      ended = true;
      wakeAll();
      done();
    }),
  );
  const kill = (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  const waitForOutput = (text: string, timeoutMs = 60_000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`sandbox on ${port} did not print "${text}" within ${timeoutMs} ms: ${output}`));
      }, timeoutMs);
      function check() {
        const found = output.includes(text);
        if (!found && !ended) return;
        clearTimeout(timer);
        waiters.delete(check);
        if (found) resolve();
        else reject(new Error(`sandbox on ${port} exited before printing "${text}": ${output}`));
      }
      waiters.add(check);
      check();
    });
  return waitForOutput('sandbox ready', 10 * 60_000).then(() => ({
    url: `http://localhost:${port}`,
    pid: child.pid ?? 0,
    stop: () => kill('SIGTERM'),
    kill,
    waitForOutput,
  }));
}

/**
 * An access token as the sandbox's identity server would issue it (typ Bearer, Keycloak's
 * default audience), signed with the realm key kept in `dataDir`.
 */
export async function signAccessToken(dataDir: string, issuer: string, claims: JWTPayload): Promise<string> {
  const { signing } = await loadOrCreateKeys(dataDir);
  const key = await importJWK(signing, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ typ: 'Bearer', azp: 'sales-portal', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: signing.kid ?? '', typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience('account')
    .setIssuedAt(now - 10)
    .setExpirationTime(now + 3600)
    .sign(key);
}
