/** Requirements §1: the locale cookie lasts 365 days; the only language is pt-BR. */
const LOCALE_COOKIE = 'i18n_redirected=pt; Max-Age=31536000; Path=/; SameSite=Lax';

export function setLocaleCookie(): void {
  document.cookie = LOCALE_COOKIE;
}
