import type { IncomingMessage, ServerResponse } from 'node:http';
import type { InteractionDetails, Provider } from 'oidc-provider';
import { readForm } from './form';
import { grantMissingConsent } from './grant';
import { describeWait, type LoginThrottle } from './login-throttle';
import { LOGIN_ERROR, lockedMessage, loginPage, messagePage, type PageContext } from './pages';
import { authenticate, findUserByLogin } from './users';

/**
 * The login step at `/realms/portal/login-actions/authenticate/{uid}` (oidc-provider calls it
 * an interaction). GET shows the form, POST checks the credentials. A consent step, should
 * one ever come up, is granted without a screen (see grant.ts).
 */
export interface InteractionOptions {
  provider: Provider;
  mount: string;
  resources: string;
  publicUrl: string;
  demoHint: boolean;
  brand: PageContext['brand'];
  throttle: LoginThrottle;
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  // The page carries a one-time form target: never serve it from a cache.
  res.setHeader('Cache-Control', 'no-store');
  res.end(html);
}

export function createInteractionHandler(options: InteractionOptions) {
  const { provider } = options;

  const expired = (res: ServerResponse): void =>
    sendHtml(
      res,
      400,
      messagePage(
        options,
        'Sessão de login expirada',
        'A página de login ficou aberta por muito tempo ou já foi usada.',
        {
          href: `${options.publicUrl}/`,
          text: `Voltar ao ${options.brand.name}`,
        },
      ),
    );

  return async function handleInteraction(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
    let details: InteractionDetails;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      expired(res);
      return;
    }
    if (details.uid !== uid) {
      expired(res);
      return;
    }

    if (details.prompt.name === 'consent') {
      const grantId = await grantMissingConsent(provider, details);
      await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
      return;
    }

    const page = (username: string, error: string | undefined): string =>
      loginPage({
        action: `${options.mount}/login-actions/authenticate/${uid}`,
        resources: options.resources,
        brand: options.brand,
        username,
        error,
        demoHint: options.demoHint,
      });

    if (req.method === 'GET' || req.method === 'HEAD') {
      const hint = details.params.login_hint;
      sendHtml(res, 200, page(typeof hint === 'string' ? hint : '', undefined));
      return;
    }
    if (req.method !== 'POST') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, POST');
      res.end();
      return;
    }

    const form = await readForm(req);
    const username = form.get('username') ?? '';
    // Username and e-mail of one account share a count; unknown names are counted as typed.
    const account = findUserByLogin(username)?.sub ?? username;
    // The socket's peer, not X-Forwarded-For: a client could write any address there.
    const address = req.socket.remoteAddress ?? 'unknown';
    const verdict = options.throttle.check(account, address);
    if (verdict.locked) {
      // Refused without looking at the password, so guessing stops paying during the wait.
      res.setHeader('Retry-After', String(verdict.retryAfterSeconds));
      sendHtml(res, 429, page(username, lockedMessage(describeWait(verdict.retryAfterSeconds))));
      return;
    }
    const user = authenticate(username, form.get('password') ?? '');
    if (!user) {
      options.throttle.recordFailure(account, address);
      // Keycloak answers a failed login with the form again (200), the username kept.
      sendHtml(res, 200, page(username, LOGIN_ERROR));
      return;
    }
    options.throttle.recordSuccess(account);
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: user.sub } },
      { mergeWithLastSubmission: false },
    );
  };
}
