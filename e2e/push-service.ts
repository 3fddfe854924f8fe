import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { decrypt } from 'http_ece';
import { expect } from './fixtures';

/**
 * A push service of the test's own (RFC 8030) and a device subscribed to it, for the browser tests
 * of Web Push (decision 038): headless Chromium cannot subscribe to a real push service here, so
 * the test saves this device's subscription through the API, the sandbox's drainer POSTs each
 * encrypted message here, and the test decrypts it with the device's private key (RFC 8291) and
 * hands it to the page's service worker (deliverToServiceWorker).
 */

/** What the sandbox sends: `{ title, body, url, kind, id }`. */
interface PushMessage {
  title: string;
  body: string;
  url: string;
  kind: string;
  id: number;
}

export interface PushDevice {
  /** `PushSubscription.toJSON()` of this device, as the API takes it. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Waits for a message whose decrypted payload passes `match`. */
  message(match: (message: PushMessage) => boolean): Promise<PushMessage>;
  close(): Promise<void>;
}

/** Starts the push service on an ephemeral port, with one device (a P-256 pair, a 16-byte auth secret). */
export async function startPushDevice(): Promise<PushDevice> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const path = `/push/${randomBytes(12).toString('hex')}`;
  const received: PushMessage[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === path) {
        const plain = decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: ecdh, authSecret: auth });
        received.push(JSON.parse(plain.toString('utf8')) as PushMessage);
      }
      // 201 Created: what a push service answers a message it accepted.
      response.writeHead(request.url === path ? 201 : 404).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    subscription: {
      endpoint: `http://127.0.0.1:${port}${path}`,
      keys: { p256dh: ecdh.getPublicKey('base64url'), auth },
    },
    async message(match) {
      // The drainer sends every 2 s: a few of its rounds.
      await expect
        .poll(() => received.some(match), { timeout: 20_000, message: 'no such message reached the push service' })
        .toBe(true);
      return received.find(match) as PushMessage;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

interface RegistrationUpdate {
  registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[];
}

/**
 * Delivers `payload` to the page's service worker as a push event, through the DevTools protocol
 * (`ServiceWorker.deliverPushMessage`, what DevTools' Application panel "Push" button sends): the
 * same `push` event a push service's message would fire, with the text as `event.data`.
 */
export async function deliverToServiceWorker(page: Page, payload: string): Promise<void> {
  const origin = new URL(page.url()).origin;
  const cdp = await page.context().newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event: RegistrationUpdate) => {
    for (const r of event.registrations) {
      if (r.isDeleted) registrations.delete(r.scopeURL);
      else registrations.set(r.scopeURL, r.registrationId);
    }
  });
  // Enabling reports every registration the browser knows (workerRegistrationUpdated).
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.get(`${origin}/`), { message: 'no service worker registration' }).toBeTruthy();
  const registrationId = registrations.get(`${origin}/`) ?? '';
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: payload });
  await cdp.detach();
}
