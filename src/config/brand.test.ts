import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { applyBrand, brandLogoUrl, brandName, DEFAULT_BRAND, pageTitle } from './brand';
import { RuntimeConfigSchema } from '@contract/runtime-config';

const AZUL = {
  name: 'Banco Azul Pagamentos',
  logoUrl: '/marcas/azul.svg',
  colors: { primary: '#1e88e5', secondary: '#0d47a1' },
};

const config = (brand: unknown) => ({
  apiUrl: '/api',
  keycloak: { url: 'http://localhost:8080', realm: 'portal', clientId: 'sales-portal' },
  storageUrl: '/storage',
  environment: 'production',
  brand,
});

describe('brand', () => {
  afterEach(() => {
    applyBrand(DEFAULT_BRAND);
    document.documentElement.removeAttribute('style');
  });

  it('accepts a brand with #rrggbb colours and refuses other colour forms', () => {
    expect(v.safeParse(RuntimeConfigSchema, config(AZUL)).success).toBe(true);
    expect(v.safeParse(RuntimeConfigSchema, config({ name: 'X' })).success).toBe(true);
    for (const primary of ['#abc', 'blue', '#1e88e5aa', 'rgb(0,0,0)']) {
      const parsed = v.safeParse(RuntimeConfigSchema, config({ name: 'X', colors: { primary } }));
      expect(parsed.success, primary).toBe(false);
    }
    expect(v.safeParse(RuntimeConfigSchema, config({ name: '' })).success).toBe(false);
  });

  it("applies the name, the logo, Ionic's variables on :root and the theme colour", () => {
    document.head.innerHTML = '<meta name="theme-color" content="#edb82b">';
    applyBrand(AZUL);
    const style = document.documentElement.style;
    expect(brandName()).toBe('Banco Azul Pagamentos');
    expect(brandLogoUrl()).toBe('/marcas/azul.svg');
    expect(pageTitle('Vendas')).toBe('Vendas | Banco Azul Pagamentos');
    expect(style.getPropertyValue('--ion-color-primary')).toBe('#1e88e5');
    expect(style.getPropertyValue('--ion-color-primary-rgb')).toBe('30, 136, 229');
    expect(style.getPropertyValue('--ion-color-primary-contrast')).toBe('#000000');
    expect(style.getPropertyValue('--ion-color-secondary-contrast')).toBe('#ffffff');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#1e88e5');
  });

  it("keeps the product's logo when the brand names none", () => {
    applyBrand({ name: 'Outra' });
    expect(brandLogoUrl()).toBe(DEFAULT_BRAND.logoUrl);
    expect(document.documentElement.style.getPropertyValue('--ion-color-primary')).toBe('');
  });
});
