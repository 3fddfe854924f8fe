// web-push is CommonJS: Node's ESM loader sees only its default export.
import webPush from 'web-push';
import type { VapidSettings } from '../env.ts';
import { loadOrCreateSecret } from '../secret-file.ts';

/**
 * The sandbox's VAPID key pair (decision 038), kept in `${DATA_DIR}/vapid-keys.json` like the
 * realm's keys (secret-file.ts): a browser's subscription is bound to the public key it was made
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

function loadOrCreatePair(dataDir: string): Promise<Pair> {
  const create = () => {
    const { publicKey, privateKey } = webPush.generateVAPIDKeys();
    return { publicKey, privateKey };
  };
  return loadOrCreateSecret({ dataDir, file: FILE, isValid: isPair, create, what: 'VAPID key' });
}

export async function loadVapidKeys(dataDir: string, settings: VapidSettings): Promise<VapidKeys> {
  const pair = settings.keys ?? (await loadOrCreatePair(dataDir));
  return { ...pair, subject: settings.subject };
}
