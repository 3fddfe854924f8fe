/**
 * Whether a page load belongs to the customer's side: the areas of the public pages, including
 * a mistyped address there (it gets the public 404, without the signed-in app).
 */
export function isPublicPath(pathname: string): boolean {
  return /^\/(paylink\/checkout|billet\/checkout|pix|receipt)(\/|$)/.test(pathname);
}
