import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followToRedirectUri, openLogin, submitLogin } from './flow-helpers';
import { describeWait, LoginThrottle } from './login-throttle';
import { LOGIN_ERROR } from './pages';
import { CookieClient, pkcePair, startTestIdentity, type RunningIdentity } from './test-support';

const limits = { maxUserFailures: 3, maxAddressFailures: 10, waitSeconds: 30, maxWaitSeconds: 120, resetSeconds: 3600 };

function throttleAt(start = 0) {
  const clock = { now: start };
  return { clock, throttle: new LoginThrottle(limits, () => clock.now) };
}

describe('LoginThrottle', () => {
  it('lets a few failures through, then locks the account for a wait that doubles up to the ceiling', () => {
    const { clock, throttle } = throttleAt();
    for (let i = 0; i < 2; i += 1) throttle.recordFailure('lojista', '10.0.0.1');
    expect(throttle.check('lojista', '10.0.0.1')).toEqual({ locked: false });

    throttle.recordFailure('Lojista', '10.0.0.2');
    expect(throttle.check('LOJISTA', '10.0.0.3')).toEqual({ locked: true, retryAfterSeconds: 30, reason: 'user' });

    clock.now += 30_000;
    expect(throttle.check('lojista', '10.0.0.1').locked).toBe(false);
    throttle.recordFailure('lojista', '10.0.0.1');
    expect(throttle.check('lojista', '10.0.0.1')).toMatchObject({ retryAfterSeconds: 60 });
    clock.now += 60_000;
    throttle.recordFailure('lojista', '10.0.0.1');
    clock.now += 120_000;
    throttle.recordFailure('lojista', '10.0.0.1');
    expect(throttle.check('lojista', '10.0.0.1')).toMatchObject({ retryAfterSeconds: 120 });
  });

  it('starts an account again after a success, but not its address', () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 9; i += 1) throttle.recordFailure(`user-${i % 2}`, '10.0.0.1');
    throttle.recordSuccess('user-0');
    throttle.recordSuccess('user-1');
    expect(throttle.check('user-0', '10.0.0.9').locked).toBe(false);
    throttle.recordFailure('user-2', '10.0.0.1');
    expect(throttle.check('someone-else', '10.0.0.1')).toMatchObject({ locked: true, reason: 'address' });
  });

  it('forgets failures that are older than the reset time', () => {
    const { clock, throttle } = throttleAt();
    throttle.recordFailure('lojista', '10.0.0.1');
    throttle.recordFailure('lojista', '10.0.0.1');
    clock.now += 3601_000;
    throttle.recordFailure('lojista', '10.0.0.1');
    expect(throttle.check('lojista', '10.0.0.1').locked).toBe(false);
  });

  it('says the wait in Portuguese', () => {
    expect(describeWait(1)).toBe('1 segundo');
    expect(describeWait(30)).toBe('30 segundos');
    expect(describeWait(60)).toBe('1 minuto');
    expect(describeWait(61)).toBe('2 minutos');
  });
});

describe('the login form under a guessing attack', () => {
  const clock = { now: Date.now() };
  let running: RunningIdentity;

  beforeAll(async () => {
    running = await startTestIdentity('identity-throttle-', {
      extra: { LOGIN_MAX_FAILURES: '3', LOGIN_WAIT_SECONDS: '30' },
      now: () => clock.now,
    });
  });
  afterAll(() => running.close());

  it('refuses even the right password while locked, says how long to wait, and lets the user in after it', async () => {
    const client = new CookieClient(running.base);
    const { action } = await openLogin(client, pkcePair().challenge);
    for (let i = 0; i < 3; i += 1) {
      const wrong = await submitLogin(client, action, 'operador', `palpite-${i}`);
      expect(wrong.status).toBe(200);
      expect(await wrong.text()).toContain(LOGIN_ERROR);
    }

    // The e-mail names the same account, so it shares the lock.
    const locked = await submitLogin(client, action, 'carlos.souza@mercadinhodocarlos.com.br', 'operador');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('30');
    const html = await locked.text();
    expect(html).toContain('id="input-error"');
    expect(html).toContain('aguarde 30 segundos e tente novamente');

    // Another account from the same address is not locked by one account's failures.
    const other = await followToRedirectUri(client, await submitLogin(client, action, 'lojista', 'lojista'));
    expect(other.hash).toContain('code=');

    clock.now += 30_000;
    const client2 = new CookieClient(running.base);
    const second = await openLogin(client2, pkcePair().challenge);
    const redirect = await followToRedirectUri(
      client2,
      await submitLogin(client2, second.action, 'operador', 'operador'),
    );
    expect(redirect.hash).toContain('code=');
  });
});
