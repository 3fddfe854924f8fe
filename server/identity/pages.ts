import type { SandboxBrand } from '../env';
import { DEMO_USERS } from './users';

/**
 * The identity pages, in Portuguese. The login form keeps Keycloak's element ids (`#username`,
 * `#password`, `#kc-login`, `#input-error`) so the same browser tests run against the sandbox
 * and against the operator's real Keycloak.
 */
export const LOGIN_ERROR = 'Usuário ou senha inválidos.';

/** After too many failures (Keycloak's pt-BR "Conta temporariamente desativada" in spirit). */
export function lockedMessage(wait: string): string {
  return `Muitas tentativas de login sem sucesso. O acesso foi bloqueado temporariamente; aguarde ${wait} e tente novamente.`;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** What every identity page needs: where its stylesheet lives and whose brand it shows (BRAND_*). */
export interface PageContext {
  resources: string;
  brand: Pick<SandboxBrand, 'name' | 'logoUrl'>;
}

function layout(title: string, { resources, brand }: PageContext, body: string, head = ''): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(brand.name)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${resources}/login.css">
${head}</head>
<body>
<div class="brand-bar"></div>
<main>
${body}
</main>
</body>
</html>
`;
}

function demoHint(): string {
  const rows = DEMO_USERS.map(
    (user) => `<tr><td><code>${escapeHtml(user.username)}</code></td><td>${escapeHtml(user.shows)}</td></tr>`,
  ).join('\n');
  return `<section class="hint" aria-labelledby="demo-title">
<h2 id="demo-title">Usuários de demonstração</h2>
<p>Ambiente de testes: a senha de cada usuário é o próprio nome de usuário.</p>
<table>
<thead><tr><th scope="col">Usuário</th><th scope="col">O que demonstra</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</section>`;
}

export interface LoginPageOptions extends PageContext {
  action: string;
  username: string;
  /** The message above the form after a refused attempt (LOGIN_ERROR or a wait). */
  error: string | undefined;
  demoHint: boolean;
}

export function loginPage(options: LoginPageOptions): string {
  const invalid = options.error ? ' aria-invalid="true" aria-describedby="input-error"' : '';
  const error = options.error
    ? `<div id="input-error" class="alert" role="alert" aria-live="polite">${escapeHtml(options.error)}</div>\n`
    : '';
  // Autofocus the field the user has to fill next: the password after a failed attempt.
  const focusUser = options.username === '' ? ' autofocus' : '';
  const focusPassword = options.username === '' ? '' : ' autofocus';
  return layout(
    'Entrar',
    options,
    `<div class="card">
<img class="brand-logo" src="${escapeHtml(options.brand.logoUrl)}" alt="" width="40" height="40">
<p class="brand">${escapeHtml(options.brand.name)}</p>
<h1 id="kc-page-title">Entre na sua conta</h1>
${error}<form id="kc-form-login" method="post" action="${escapeHtml(options.action)}" novalidate>
<label for="username">Usuário ou e-mail</label>
<input id="username" name="username" type="text" value="${escapeHtml(options.username)}" autocomplete="username" autocapitalize="none" autocorrect="off" spellcheck="false"${invalid}${focusUser}>
<label for="password">Senha</label>
<input id="password" name="password" type="password" autocomplete="current-password"${invalid}${focusPassword}>
<button id="kc-login" name="login" type="submit">Entrar</button>
</form>
</div>
${options.demoHint ? demoHint() : ''}`,
  );
}

/** The confirmation form oidc-provider renders, submitted at once by auto-submit.js. */
export function logoutPage(page: PageContext, action: string, xsrf: string): string {
  return layout(
    'Saindo',
    page,
    `<div class="card notice">
<h1>Saindo…</h1>
<form id="kc-auto-submit" method="post" action="${escapeHtml(action)}">
<input type="hidden" name="xsrf" value="${escapeHtml(xsrf)}">
<input type="hidden" name="logout" value="yes">
<noscript><button type="submit">Sair</button></noscript>
</form>
</div>`,
    `<script src="${page.resources}/auto-submit.js"></script>\n`,
  );
}

/** A short page for the ends of flows that have no redirect: logged out, expired link, error. */
export function messagePage(
  page: PageContext,
  title: string,
  message: string,
  link?: { href: string; text: string },
): string {
  const anchor = link ? `\n<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : '';
  return layout(
    title,
    page,
    `<div class="card notice">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>${anchor}
</div>`,
  );
}
