/**
 * Moves focus to an Ionic element's own control: its host is not focusable and does not pass
 * focus on (no delegatesFocus), so `host.focus()` would leave focus where it was; the native
 * link or button in its shadow root is what a keyboard user tabs to.
 */
export function focusIonic(host: HTMLElement | null | undefined): void {
  if (!host) return;
  const native = host.shadowRoot?.querySelector<HTMLElement>('a[href], button:not([disabled]), input, [tabindex]');
  (native ?? host).focus();
}
