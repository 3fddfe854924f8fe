import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

export interface RunningSandbox {
  url: string;
  /** The server's process id (to sample its memory). */
  pid: number;
  /** Seconds from spawn to the ready line, as the process measured it. */
  readySeconds: number;
  stop(): Promise<void>;
}

/** Starts `server/main.ts` on a fresh data dir and waits for its ready line. */
export function startSandbox(port: number, env: Record<string, string> = {}): Promise<RunningSandbox> {
  const dataDir = `.bench/data-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // On the embedded PGlite, the default sandbox, even under scripts/ci/with-postgres.sh (which
    // sets DATABASE_URL for the load part's PostgreSQL half).
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: 'dist', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('sandbox ready')) return;
      child.stdout?.removeAllListeners('data');
      resolve({
        url: `http://localhost:${port}`,
        pid: child.pid ?? 0,
        readySeconds: (performance.now() - started) / 1000,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}: ${output}`)));
  });
}
