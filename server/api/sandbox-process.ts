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
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Starts `server/main.ts` with `env` on `port` and resolves on its ready line. */
export function startSandboxProcess(port: number, env: Record<string, string>): Promise<SandboxProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('sandbox ready')) return;
      child.stdout.off('data', onData);
      child.off('exit', onExit);
      resolve({
        url: `http://localhost:${port}`,
        pid: child.pid ?? 0,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    const onExit = (code: number | null) => reject(new Error(`sandbox on ${port} exited with ${code}: ${output}`));
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', onExit);
  });
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
