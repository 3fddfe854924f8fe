// web-push is CommonJS: Node's ESM loader sees only its default export.
import webPush from 'web-push';
import type { Orm } from '../db/driver.ts';
import {
  claimDuePushes,
  dropSubscription,
  markPushFailed,
  markPushSent,
  type ClaimedPush,
} from '../db/queries/push-outbox.ts';
import type { VapidKeys } from './vapid-keys.ts';

/**
 * Sends the outbox's pushes (decision 038) off the request path: the sandbox runs `drainOnce` on
 * an interval (server/main.ts), so a payment never waits for a push service. Each push is
 * encrypted to its device (aes128gcm) and signed for its push service's origin (VAPID) by
 * web-push; the request itself goes through fetch.
 */

/** A sale told later than this is news no more (the feed keeps it): push services drop it after. */
export const PUSH_TTL_SECONDS = 4 * 60 * 60;
const URGENCY = 'normal';
const BATCH = 50;
/** A claimed push is not claimed again before this, in case its sender died mid-send. */
const LEASE_MS = 60_000;
const TIMEOUT_MS = 10_000;
/** Waits after the 1st, 2nd, 3rd and 4th failed attempt; the 5th failure gives up. */
const RETRY_DELAYS_MS = [30_000, 120_000, 480_000, 1_920_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export interface DrainerOptions {
  orm: Orm;
  keys: VapidKeys;
  /** Tests move time forward to reach a retry. */
  now?: () => Date;
  fetch?: Fetch;
  intervalMs?: number;
  log?: (line: string) => void;
}

/** What one push became. */
type Outcome = 'sent' | 'gone' | 'retry' | 'failed';

export interface PushDrainer {
  /** Sends what is due now; answers what each claimed push became. */
  drainOnce(): Promise<Outcome[]>;
  start(): void;
  /** Stops the interval and waits for a drain under way. */
  stop(): Promise<void>;
}

function payloadOf(push: ClaimedPush): string {
  return JSON.stringify({
    id: push.notificationId,
    kind: push.kind,
    title: push.title,
    body: push.body,
    url: push.url,
  });
}

function requestOf(push: ClaimedPush, keys: VapidKeys) {
  const details = webPush.generateRequestDetails(
    { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
    payloadOf(push),
    {
      TTL: PUSH_TTL_SECONDS,
      urgency: URGENCY,
      contentEncoding: 'aes128gcm',
      vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
    },
  );
  const headers = Object.fromEntries(
    Object.entries(details.headers as Record<string, string | number>)
      // fetch counts the body itself.
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  return { url: details.endpoint, init: { method: 'POST', headers, body: new Uint8Array(details.body) } };
}

async function sendOne(options: DrainerOptions, push: ClaimedPush, now: Date): Promise<Outcome> {
  const send = options.fetch ?? fetch;
  let problem: string;
  try {
    const { url, init } = requestOf(push, options.keys);
    const res = await send(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    await res.body?.cancel();
    if (res.ok) {
      await markPushSent(options.orm, push, now);
      return 'sent';
    }
    if (res.status === 404 || res.status === 410) {
      await dropSubscription(options.orm, push.subscriptionId);
      return 'gone';
    }
    problem = `HTTP ${res.status}`;
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  const delay = RETRY_DELAYS_MS[push.attempts - 1];
  await markPushFailed(options.orm, push, problem, delay === undefined ? null : new Date(now.getTime() + delay));
  options.log?.(`push ${push.id} attempt ${push.attempts} failed: ${problem}`);
  return delay === undefined ? 'failed' : 'retry';
}

export function createPushDrainer(options: DrainerOptions): PushDrainer {
  const clock = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<Outcome[]> | undefined;

  const drain = async (): Promise<Outcome[]> => {
    const now = clock();
    const due = await claimDuePushes(options.orm, now, BATCH, LEASE_MS);
    return Promise.all(due.map((push) => sendOne(options, push, now)));
  };
  const drainOnce = (): Promise<Outcome[]> => {
    running ??= drain().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    drainOnce,
    start() {
      timer ??= setInterval(() => {
        drainOnce().catch((error: unknown) => options.log?.(`push drainer: ${String(error)}`));
      }, options.intervalMs ?? 2_000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
