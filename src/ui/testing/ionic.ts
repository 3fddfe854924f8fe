import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';
import { screen } from 'shadow-dom-testing-library';

/**
 * Test helpers for Ionic's components under happy-dom: their native controls (the button that
 * carries a name, a segment's tab) sit in shadow roots, where Testing Library's own queries do
 * not look, and events fired on them do not reach React's handlers on the host there.
 */

// As long as Testing Library's own waits (tests/setup-dom.ts): vi.waitFor's one second is too
// short on two shared cores with every test file running.
const WAIT = { timeout: 5_000 };

/** The element whose shadow root holds `inner` (the Ionic component React renders). */
export function hostOf(inner: Element): HTMLElement {
  const root = inner.getRootNode();
  return (root instanceof ShadowRoot ? root.host : inner) as HTMLElement;
}

/** An Ionic control by its role and accessible name, as a screen reader finds it: its host. */
export async function findIon(role: string, name: string | RegExp): Promise<HTMLElement> {
  return hostOf(await screen.findByShadowRole(role, { name }));
}

/** The native control itself (to read its ARIA state). */
export function findIonNative(role: string, name: string | RegExp): Promise<HTMLElement> {
  return screen.findByShadowRole(role, { name });
}

/** Ionic's checkbox (or radio) whose label is `label`: the host, which holds state and takes taps. */
export function ionChoice<T extends 'ion-checkbox' | 'ion-radio'>(tag: T, label: string): HTMLElementTagNameMap[T] {
  const found = [...document.querySelectorAll(tag)].find((el) => el.textContent?.trim() === label);
  if (!found) throw new Error(`${tag} "${label}" not found`);
  return found as HTMLElementTagNameMap[T];
}

/**
 * Taps an Ionic component once it has rendered: Stencil renders after React has mounted the
 * host, and listens to taps from then on ('hydrated' marks it).
 */
export async function tapIon(host: HTMLElement): Promise<void> {
  await vi.waitFor(() => {
    if (!host.classList.contains('hydrated')) throw new Error(`${host.localName} not rendered yet`);
    // In a modal, only once it is presented (Ionic drops 'overlay-hidden' then), as a finger
    // would: a tap while it was still opening is a race no user runs (suspected in a rare CI
    // timeout of the anticipation confirm).
    const modal = host.closest('ion-modal');
    if (modal?.classList.contains('overlay-hidden')) throw new Error('its modal is not presented yet');
  }, WAIT);
  fireEvent.click(host);
}

/**
 * Picks `option` in a ChoiceSelect labelled `label`: taps the field, then the option's radio in
 * the sheet that opens.
 */
export async function chooseIn(label: string, option: string): Promise<void> {
  const field = await vi.waitFor(() => {
    const found = [...document.querySelectorAll('ion-item')].find((item) => item.textContent?.startsWith(label));
    if (!found) throw new Error(`choice field "${label}" not found`);
    return found;
  }, WAIT);
  await tapIon(field);
  const radio = await vi.waitFor(() => ionChoice('ion-radio', option), WAIT);
  await tapIon(radio);
}
