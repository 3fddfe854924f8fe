import { ionColorVariables } from '@contract/brand-colors';
import type { RuntimeConfig } from '@contract/runtime-config';

export type Brand = RuntimeConfig['brand'];

/**
 * The operator's brand, from /config. Both starts (the signed-in app and the customer's pages)
 * apply it before their first render, so the screens read it synchronously instead of threading
 * the config through every component. Until then, the product's own brand (index.html's).
 */
export const DEFAULT_BRAND = {
  name: 'Painel de Vendas',
  logoUrl: '/icons/logo.svg',
  colors: { primary: '#edb82b', secondary: '#f58634' },
} as const;

let current: { readonly name: string; readonly logoUrl: string } = DEFAULT_BRAND;
const listeners = new Set<() => void>();

/**
 * The customer's pages render before /config answers (their budget has no room to wait): they
 * subscribe (React's useSyncExternalStore) and redraw the header when the brand arrives.
 */
export function subscribeBrand(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current name and logo, one object per brand (a stable snapshot for React). */
export function currentBrand(): { readonly name: string; readonly logoUrl: string } {
  return current;
}

export function brandName(): string {
  return current.name;
}

export function brandLogoUrl(): string {
  return current.logoUrl;
}

/** `Vendas | Banco Azul`: requirements §1's page title, ending with the brand's name. */
export function pageTitle(title: string): string {
  return `${title} | ${current.name}`;
}

/** Ionic's variables of the brand's primary and secondary colours, for `:root`. */
function brandThemeVariables(brand: Brand): Record<string, string> {
  const colors = brand.colors ?? {};
  return {
    ...(colors.primary ? ionColorVariables('primary', colors.primary) : {}),
    ...(colors.secondary ? ionColorVariables('secondary', colors.secondary) : {}),
  };
}

/** Makes the brand current: name and logo for the screens, colours on `:root`, the browser's bar colour. */
export function applyBrand(brand: Brand, root: HTMLElement = document.documentElement): void {
  current = { name: brand.name, logoUrl: brand.logoUrl ?? DEFAULT_BRAND.logoUrl };
  for (const [name, value] of Object.entries(brandThemeVariables(brand))) root.style.setProperty(name, value);
  const primary = brand.colors?.primary;
  if (primary) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', primary.toLowerCase());
  // index.html's title names the product until the first screen sets its own.
  if (document.title === DEFAULT_BRAND.name) document.title = brand.name;
  for (const listener of listeners) listener();
}
