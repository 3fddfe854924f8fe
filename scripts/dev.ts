/**
 * `npm run dev`: the sandbox (API, identity, /config) on 8080 and Vite with hot reload on 5173,
 * which proxies /api and /config to the sandbox. Sign-in redirects back to 5173.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [];
const run = (command: string, args: string[], env: Record<string, string> = {}) => {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
};

run(process.execPath, ['--import', 'tsx', 'server/main.ts'], { PORTAL_ENVIRONMENT: 'development' });
run(process.execPath, ['node_modules/vite/bin/vite.js', '--port', '5173', '--strictPort']);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
