import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { decodeJwt, importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateVAPIDKeys } from 'web-push';
import { pushSubscriptionSave } from '../../contract/notifications.ts';
import { APPROVE, cardBody, usePaylinkApi } from '../api/paylink-test-helpers.ts';
import type { TestUser } from '../api/test-helpers.ts';
import { createPushDrainer, MAX_ATTEMPTS, PUSH_TTL_SECONDS } from './drainer.ts';

// The drainer against a push service of our own (RFC 8030): it receives the message, decrypts it
// with the device's private key (RFC 8291) and reads the VAPID token (RFC 8292).

const { api, call, createLink, payCard } = usePaylinkApi();

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
const received: Received[] = [];
/** What the push service answers, by the device's path. */
const answers = new Map<string, number>();
let service: Server;
let origin: string;

beforeAll(async () => {
  service = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answers.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((done) => service.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => service.close(() => done())));

/** A device as a browser makes one: a P-256 key pair and a 16-byte auth secret. */
interface Device {
  path: string;
  ecdh: ECDH;
  auth: string;
}
async function subscribe(as: TestUser, path: string): Promise<Device> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const body = { endpoint: `${origin}${path}`, keys: { p256dh: ecdh.getPublicKey('base64url'), auth } };
  expect((await call(pushSubscriptionSave, '/v1/app/notification/subscription', { as, body })).status).toBe(204);
  return { path, ecdh, auth };
}

const keys = { ...generateVAPIDKeys(), subject: 'mailto:ti@loja.com.br' };
/** How far the tests moved time on, and the drainer's last "now". */
let ahead = 0;
let lastNow = new Date();
const clock = () => (lastNow = new Date(Date.now() + ahead));
const drainer = () => createPushDrainer({ orm: api().db.orm, keys, now: clock });
const to = (path: string) => received.filter((r) => r.path === path);
const sell = async (key: string) => {
  const link = await createLink('lojista', { amount: 25_990, description: 'Tênis de corrida' });
  expect((await payCard(link.url_hash, key, cardBody(APPROVE, 3))).status).toBe(201);
};

/** The VAPID public key as a JWK, to check the token's signature. */
function vapidJwk() {
  const point = Buffer.from(keys.publicKey, 'base64url');
  const part = (from: number) => point.subarray(from, from + 32).toString('base64url');
  return { kty: 'EC', crv: 'P-256', x: part(1), y: part(33) };
}

describe('the push drainer', () => {
  it('delivers an encrypted message the device can read, for its push service only', async () => {
    const phone = await subscribe('lojista', '/push/phone');
    await sell('drain-1');

    expect(await drainer().drainOnce()).toEqual(['sent']);

    const [message] = to('/push/phone');
    if (!message) throw new Error('nothing reached the push service');
    expect(message.headers).toMatchObject({
      ttl: String(PUSH_TTL_SECONDS),
      urgency: 'normal',
      'content-encoding': 'aes128gcm',
    });
    const plain = decrypt(message.body, { version: 'aes128gcm', privateKey: phone.ecdh, authSecret: phone.auth });
    expect(JSON.parse(plain.toString('utf8'))).toMatchObject({
      kind: 'card_sale',
      title: 'Venda aprovada',
      body: 'R$ 259,90 no Visa em 3x',
      url: expect.stringMatching(/^\/financial\/transactions\?sale=\d+$/),
    });
    const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(String(message.headers.authorization)) ?? [];
    expect(key).toBe(keys.publicKey);
    expect(decodeJwt(token ?? '')).toMatchObject({ aud: origin, sub: 'mailto:ti@loja.com.br' });
    await expect(jwtVerify(token ?? '', await importJWK(vapidJwk(), 'ES256'))).resolves.toBeTruthy();
    expect(await drainer().drainOnce()).toEqual([]);
  });

  it('forgets a device its push service no longer knows (410)', async () => {
    answers.set('/push/gone', 410);
    await subscribe('clientRole', '/push/gone');
    await sell('drain-2');

    const outcomes = await drainer().drainOnce();

    expect(outcomes.sort()).toEqual(['gone', 'sent']);
    expect(await api().sql(`SELECT 1 FROM push_subscription WHERE endpoint LIKE '%/push/gone'`)).toEqual([]);
  });

  it('tries again later after a 500, and gives up after the last attempt', async () => {
    answers.set('/push/flaky', 500);
    await subscribe('suporte', '/push/flaky');
    await sell('drain-3');

    expect((await drainer().drainOnce()).sort()).toEqual(['retry', 'sent']);
    const [row] = await api().sql(
      `SELECT d.attempts, d.status, extract(epoch FROM d.next_attempt_at)::float8 * 1000 AS next_ms, d.last_error FROM push_delivery d
       JOIN push_subscription s ON s.id = d.subscription_id WHERE s.endpoint LIKE '%/push/flaky'`,
    );
    expect(row).toMatchObject({ attempts: 1, status: 'PENDING', last_error: 'HTTP 500' });
    expect(Number(row?.next_ms) - lastNow.getTime()).toBe(30_000);
    expect(await drainer().drainOnce()).toEqual([]);

    const outcomes: string[] = [];
    for (let n = 2; n <= MAX_ATTEMPTS; n++) {
      ahead += 60 * 60_000;
      outcomes.push(...(await drainer().drainOnce()));
    }
    expect(outcomes).toEqual(['retry', 'retry', 'retry', 'failed']);
    expect(to('/push/flaky')).toHaveLength(MAX_ATTEMPTS);
    const [failed] = await api().sql(
      `SELECT d.status FROM push_delivery d JOIN push_subscription s ON s.id = d.subscription_id
       WHERE s.endpoint LIKE '%/push/flaky'`,
    );
    expect(failed).toEqual({ status: 'FAILED' });
  });

  it('tells a user of another merchant nothing', async () => {
    await subscribe('operador', '/push/other-merchant');
    await sell('drain-4');
    await drainer().drainOnce();
    expect(to('/push/other-merchant')).toEqual([]);
  });

  it('runs on its own interval once started, and stops', async () => {
    await subscribe('vendedor', '/push/interval');
    const running = createPushDrainer({ orm: api().db.orm, keys, intervalMs: 20 });
    running.start();
    try {
      const link = await createLink('vendedor', { amount: 1_000 });
      expect((await payCard(link.url_hash, 'drain-5', cardBody(APPROVE))).status).toBe(201);
      await expect.poll(() => to('/push/interval').length, { timeout: 10_000 }).toBe(1);
    } finally {
      await running.stop();
    }
  });
});
