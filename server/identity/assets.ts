import { contrastOf, shadeOf } from '../../contract/brand-colors.ts';
import type { SandboxBrand } from '../env';

/**
 * The operator's colours (BRAND_*) as the stylesheet's variables: the button's text follows the
 * PWA's contrast rule, so a dark brand gets white text and the amber keeps dark ink.
 */
function brandVariables(colors: SandboxBrand['colors']): string {
  const { primary, secondary } = colors;
  return `--brand: ${primary}; --brand-hover: ${shadeOf(primary)}; --brand-ink: ${contrastOf(primary)}; --brand-2: ${secondary};`;
}

/**
 * The identity pages' stylesheet and script, served from `/realms/portal/resources/` so the
 * pages need neither inline scripts (forbidden by the CSP) nor inline styles.
 */
export const loginCss = (colors: SandboxBrand['colors']) => `
:root { color-scheme: light; ${brandVariables(colors)} --ink: #1f2328; --muted: #4b5563; --line: #d0d7de; }
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; min-height: 100vh; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: var(--ink); background: #f4f5f7; display: flex; flex-direction: column; align-items: center; }
.brand-bar { width: 100%; height: 6px; background: linear-gradient(90deg, var(--brand), var(--brand-2)); }
main { width: 100%; max-width: 26rem; padding: 1.5rem 1rem 2rem; }
.card { background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 1.5rem 1.25rem; }
.brand-logo { display: block; width: 40px; height: 40px; margin: 0 0 .5rem; }
.brand { margin: 0 0 .25rem; font-size: .875rem; font-weight: 600; letter-spacing: .02em; color: var(--muted); }
h1 { margin: 0 0 1.25rem; font-size: 1.5rem; line-height: 1.25; }
label { display: block; margin: 1rem 0 .375rem; font-weight: 600; }
input { width: 100%; min-height: 48px; padding: .625rem .75rem; font: inherit; color: var(--ink);
  background: #fff; border: 1px solid #8c959f; border-radius: 8px; }
input:focus-visible, button:focus-visible { outline: 3px solid #0969da; outline-offset: 2px; }
input[aria-invalid="true"] { border-color: #b3261e; }
button { width: 100%; min-height: 48px; margin-top: 1.5rem; font: inherit; font-weight: 700; color: var(--brand-ink);
  background: var(--brand); border: 0; border-radius: 8px; cursor: pointer; }
button:hover { background: var(--brand-hover); }
.alert { margin: 0 0 .5rem; padding: .75rem; border-radius: 8px; color: #8c1d18; background: #fdecea;
  border: 1px solid #f2b8b5; }
.hint { margin-top: 1.5rem; font-size: .875rem; }
.hint h2 { font-size: 1rem; margin: 0 0 .25rem; }
.hint p { margin: 0 0 .5rem; color: var(--muted); }
table { width: 100%; border-collapse: collapse; }
th, td { text-align: left; vertical-align: top; padding: .375rem .25rem; border-top: 1px solid var(--line); }
th { font-weight: 600; }
code { font: .875rem/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; white-space: nowrap; }
.notice { text-align: center; }
.notice a { color: #0550ae; }
`;

/**
 * Submits the logout confirmation form as soon as the page loads: keycloak-js expects logout
 * to end with a redirect, never with a "do you want to sign out?" question.
 */
export const AUTO_SUBMIT_JS = `document.addEventListener('DOMContentLoaded', function () {
  var form = document.getElementById('kc-auto-submit');
  if (form) form.submit();
});
`;
