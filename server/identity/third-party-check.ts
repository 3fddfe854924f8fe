/**
 * Keycloak's third-party cookie check, which keycloak-js loads in a hidden frame before a silent
 * check-sso (`/protocol/openid-connect/3p-cookies/step1.html`, then `step2.html`). Without it the
 * frame never answers and keycloak-js's init fails after its message timeout. Step 1 writes a test
 * cookie (once the Storage Access API, where there is one, says cookies reach the frame at all);
 * step 2 reads it back and tells the parent 'supported' or 'unsupported'. Scripts are external:
 * the CSP allows no inline script.
 */
const THIRD_PARTY_CHECK = {
  step1: '/protocol/openid-connect/3p-cookies/step1.html',
  step2: '/protocol/openid-connect/3p-cookies/step2.html',
} as const;

const STEP1_JS = `(async function () {
  function answer(supported) { window.parent.postMessage(supported ? 'supported' : 'unsupported', '*'); }
  if (typeof document.hasStorageAccess === 'function' && !(await document.hasStorageAccess())) return answer(false);
  document.cookie = 'KEYCLOAK_3P_COOKIE_SAMESITE=supported; Max-Age=60; SameSite=None; Secure';
  document.cookie = 'KEYCLOAK_3P_COOKIE=supported; Max-Age=60';
  window.location.href = 'step2.html';
})();
`;

const STEP2_JS = `(function () {
  var supported = document.cookie.indexOf('KEYCLOAK_3P_COOKIE') !== -1;
  document.cookie = 'KEYCLOAK_3P_COOKIE_SAMESITE=; Max-Age=0; SameSite=None; Secure';
  document.cookie = 'KEYCLOAK_3P_COOKIE=; Max-Age=0';
  window.parent.postMessage(supported ? 'supported' : 'unsupported', '*');
})();
`;

const page = (script: string) => `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="robots" content="noindex"></head>
<body><script src="${script}"></script></body></html>
`;

/** The two pages (by path under the realm) and their scripts (by path under `resources`). */
export function thirdPartyCheck(resources: string) {
  return {
    pages: {
      [THIRD_PARTY_CHECK.step1]: page(`${resources}/3p-cookies-step1.js`),
      [THIRD_PARTY_CHECK.step2]: page(`${resources}/3p-cookies-step2.js`),
    } as Record<string, string>,
    scripts: { '/resources/3p-cookies-step1.js': STEP1_JS, '/resources/3p-cookies-step2.js': STEP2_JS },
  };
}
