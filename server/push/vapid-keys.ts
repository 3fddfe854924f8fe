import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
// web-push is CommonJS: Node's ESM loader sees only its default export.
import webPush from 'web-push';
import type { VapidSettings } from '../env.ts';

/**
 * The sandbox's VAPID key pair (decision 038), kept in `${DATA_DIR}/vapid-keys.json` like the
 * realm's keys (identity/keys.ts): a browser's subscription is bound to the public key it was made
 * with, so new keys on every start would silently orphan every device. Created on first start;
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY override it (a deployment's own pair).
 */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const FILE = 'vapid-keys.json';

type Pair = Omit<VapidKeys, 'subject'>;

const isPair = (value: unknown): value is Pair =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<Pair>).publicKey === 'string' &&
  typeof (value as Partial<Pair>).privateKey === 'string';

async function readPair(path: string): Promise<Pair | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed: unknown = JSON.parse(text);
  if (!isPair(parsed)) throw new Error(`${path} is not a valid VAPID key file: delete it to create new keys`);
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}

async function loadOrCreatePair(dataDir: string): Promise<Pair> {
  const path = join(dataDir, FILE);
  const existing = await readPair(path);
  if (existing) return existing;
  await mkdir(dataDir, { recursive: true });
  const { publicKey, privateKey } = webPush.generateVAPIDKeys();
  try {
    // 'wx': another process that created the file meanwhile wins, as with the identity keys.
    await writeFile(path, `${JSON.stringify({ publicKey, privateKey }, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
    return { publicKey, privateKey };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readPair(path);
    if (!winner) throw error;
    return winner;
  }
}

export async function loadVapidKeys(dataDir: string, settings: VapidSettings): Promise<VapidKeys> {
  const pair = settings.keys ?? (await loadOrCreatePair(dataDir));
  return { ...pair, subject: settings.subject };
}
