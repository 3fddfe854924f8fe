/**
 * Whether a path is a signed-in page (the `_app` layout) rather than a public one (checkout,
 * receipts): decided before the router exists, by `signInFirst`. A unit test keeps this in step
 * with the route tree.
 */
const PUBLIC = [/^\/paylink\/checkout(\/|$)/, /^\/billet\/checkout(\/|$)/, /^\/pix(\/|$)/, /^\/receipt(\/|$)/];
const SIGNED_IN = [
  /^\/$/,
  /^\/(dashboard|terminals|plans|merchant)\/?$/,
  /^\/(financial|paylink|billet|notifications)(\/|$)/,
];

export function isSignedInPath(pathname: string): boolean {
  if (PUBLIC.some((pattern) => pattern.test(pathname))) return false;
  return SIGNED_IN.some((pattern) => pattern.test(pathname));
}
