import type { Browser, Page, Worker } from '@playwright/test';
import { brl, expect, signInToShell, test, waitForServiceWorker, watchBearer } from './fixtures';
import { deliverToServiceWorker, startPushDevice, type PushDevice } from './push-service';

/**
 * Issue 34: a customer pays a merchant's link by card, and the merchant's device is told — the
 * sandbox pushes the message (Web Push, decision 038) to the device's push service, the portal's
 * service worker shows it, and the portal's feed lists it, a tap opening the sale.
 *
 * Headless Chromium cannot subscribe to a real push service here, so the test is the push service
 * and the device's keys (e2e/push-service.ts): it saves that subscription for the signed-in user,
 * decrypts what the sandbox sends and hands it to the page's service worker over DevTools.
 */

test.use({ permissions: ['notifications'] });

/** An amount no other test sells for: the message of this sale, not of another. */
const AMOUNT = 4_321;

let device: PushDevice | undefined;
test.afterEach(async () => {
  await device?.close();
  device = undefined;
});

/** A customer, in a browser of their own (no session), pays the link by card. */
async function payByCard(browser: Browser, hash: string): Promise<void> {
  const customer = await browser.newContext();
  try {
    const page = await customer.newPage();
    await page.goto(`/paylink/checkout/${hash}/payment/card`);
    await page.getByLabel('Número do cartão').fill('4111 1111 1111 1111');
    await page.getByLabel('Nome impresso no cartão').fill('Maria da Silva');
    await page.getByLabel('Validade').fill('12/30');
    await page.getByLabel('CVV').fill('123');
    await page.getByLabel('Nome', { exact: true }).fill('Maria da Silva');
    await page.getByLabel('CPF ou CNPJ').fill('529.982.247-25');
    await page.getByLabel('E-mail').fill('maria@example.com');
    await page.getByRole('button', { name: /^Pagar R\$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Comprovante' })).toBeVisible();
  } finally {
    await customer.close();
  }
}

interface Shown {
  title: string;
  body: string;
  data: unknown;
}
/** `registration` of the worker's scope (this project's types know no ServiceWorkerGlobalScope). */
interface WorkerScope {
  registration: { getNotifications(filter?: { tag?: string }): Promise<(Shown & { close(): void })[]> };
  dispatchEvent(event: Event): boolean;
  NotificationEvent: new (type: string, init: { notification: unknown }) => Event;
}

/** What the service worker shows now: `self.registration.getNotifications()`. */
function shownNotifications(worker: Worker): Promise<Shown[]> {
  return worker.evaluate(() =>
    (self as unknown as WorkerScope).registration
      .getNotifications()
      .then((shown) => shown.map((n) => ({ title: n.title, body: n.body, data: n.data }))),
  );
}

/**
 * A tap on the notification tagged `tag`. Headless Chromium has no notification to tap and
 * DevTools no command for it, so the worker gets a notificationclick event made in its own scope:
 * its handler runs as on a tap (only the event's waitUntil then throws, for an event the browser
 * did not fire, once the handler's work has started).
 */
async function tapNotification(worker: Worker, tag: string): Promise<void> {
  await worker.evaluate(async (tag) => {
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications({ tag });
    if (!notification) throw new Error(`no notification tagged ${tag}`);
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  }, tag);
}

/** Records what the service worker posts to the page (`{ type: 'pdv:…' }`); returns a reader. */
async function recordWorkerMessages(page: Page): Promise<() => Promise<unknown[]>> {
  type Recorder = { __workerMessages: unknown[] };
  await page.evaluate(() => {
    const recorder = window as unknown as Recorder;
    recorder.__workerMessages = [];
    navigator.serviceWorker.addEventListener('message', (event) => recorder.__workerMessages.push(event.data));
  });
  return () => page.evaluate(() => (window as unknown as Recorder).__workerMessages);
}

test("a card sale on a link reaches the merchant's device, its notification and its feed", async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(120_000);
  const bearer = watchBearer(page);
  await signInToShell(page, 'lojista');
  await waitForServiceWorker(page);
  const headers = { Authorization: `Bearer ${await bearer.current()}` };

  device = await startPushDevice();
  const saved = await page.request.put('/api/v1/app/notification/subscription', {
    headers,
    data: device.subscription,
  });
  expect(saved.status()).toBe(204);

  const created = await page.request.post('/api/v1/app/paylink', {
    headers,
    data: {
      description: `Kit de velas aromáticas ${Date.now().toString(36)}`,
      amount: AMOUNT,
      max_installments: 1,
      payment_methods: ['CARD'],
      expires_at: null,
      reusable: true,
    },
  });
  expect(created.status()).toBe(201);
  const link = (await created.json()) as { url: string };
  await payByCard(browser, new URL(link.url).pathname.split('/').pop() ?? '');

  // The sandbox's drainer pushes the sale, encrypted to this device's keys.
  const message = await device.message((m) => m.body.includes(brl(AMOUNT)));
  expect(message).toMatchObject({
    kind: 'card_sale',
    title: 'Venda aprovada',
    body: `${brl(AMOUNT)} no Visa à vista`,
    url: expect.stringMatching(/^\/financial\/transactions\?sale=\d+$/) as unknown,
  });
  // A lock screen is not private: no card number, not even its last four digits.
  expect(`${message.title} ${message.body}`).not.toMatch(/\d{4}/);

  // The push service's message, as the browser would hand it to the worker: shown, and the open
  // portal told to refresh its feed.
  const workerMessages = await recordWorkerMessages(page);
  await deliverToServiceWorker(page, JSON.stringify(message));
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('the portal has no service worker');
  const shown = { title: message.title, body: message.body, data: { url: message.url } };
  await expect
    .poll(() => shownNotifications(worker), { message: 'the service worker showed no such notification' })
    .toContainEqual(shown);
  await expect.poll(workerMessages).toContainEqual({ type: 'pdv:notification' });

  // A tap closes it and tells the open portal to show the sale, which it does.
  await tapNotification(worker, `notificacao-${message.id}`);
  await expect.poll(workerMessages).toContainEqual({ type: 'pdv:open', url: message.url });
  await expect.poll(() => shownNotifications(worker)).not.toContainEqual(shown);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === message.url);

  // The sale opened in its sheet; closed, the header's bell (a link) opens the feed, which lists
  // the sale; a tap on it opens the sale again.
  await page.getByRole('button', { name: 'Fechar', exact: true }).click();
  await page.getByRole('link', { name: 'Notificações', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Notificações', exact: true })).toBeVisible();
  const entry = page
    .getByRole('list', { name: 'Notificações recentes' })
    .getByRole('listitem')
    .filter({ hasText: message.title })
    .filter({ hasText: message.body });
  await expect(entry).toHaveCount(1);
  await entry.click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === message.url);

  // The device leaves: the other tests' sales then push to nobody (its push service closes).
  const endpoint = encodeURIComponent(device.subscription.endpoint);
  const forgotten = await page.request.delete(`/api/v1/app/notification/subscription?endpoint=${endpoint}`, {
    headers: { Authorization: `Bearer ${await bearer.current()}` },
  });
  expect(forgotten.status()).toBe(204);
});
