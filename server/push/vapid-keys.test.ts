import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generateVAPIDKeys } from 'web-push';
import { EnvError, readEnv } from '../env.ts';
import { loadVapidKeys } from './vapid-keys.ts';

const dirs: string[] = [];
const freshDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'vapid-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('VAPID keys', () => {
  it('are made on first start, kept private in the data dir and read back after', async () => {
    const dir = await freshDir();
    const first = await loadVapidKeys(dir, readEnv({}).vapid);
    const again = await loadVapidKeys(dir, readEnv({}).vapid);
    expect(again).toEqual(first);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(JSON.parse(await readFile(join(dir, 'vapid-keys.json'), 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect((await stat(join(dir, 'vapid-keys.json'))).mode & 0o077).toBe(0);
    expect(first.subject).toBe('mailto:sandbox@painel-de-vendas.invalid');
  });

  it('come from the environment when it gives them', async () => {
    const { publicKey, privateKey } = generateVAPIDKeys();
    const env = readEnv({
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
      VAPID_SUBJECT: 'mailto:ti@loja.com.br',
    });
    expect(await loadVapidKeys(await freshDir(), env.vapid)).toEqual({
      publicKey,
      privateKey,
      subject: 'mailto:ti@loja.com.br',
    });
    expect(readEnv({ PUBLIC_URL: 'https://vendas.example.com.br' }).vapid.subject).toBe(
      'https://vendas.example.com.br',
    );
  });

  it('refuse half a pair or a subject push services cannot use', () => {
    const { publicKey } = generateVAPIDKeys();
    expect(() => readEnv({ VAPID_PUBLIC_KEY: publicKey })).toThrow(EnvError);
    expect(() => readEnv({ VAPID_SUBJECT: 'http://loja.com.br' })).toThrow(/VAPID_SUBJECT/);
  });
});
