import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest (vite-plugin-pwa writes it as `manifest.webmanifest`). Kept in `src/config`
 * so the brand facts live in one place; vite.config.ts imports it. Colours are spec section 9's
 * primary (theme) and base (background). These are the product's own brand: the server answers
 * the manifest's path with this file plus the operator's name and colour (server/web-manifest.ts).
 */
export const manifest: Partial<ManifestOptions> = {
  lang: 'pt-BR',
  dir: 'ltr',
  name: 'Painel de Vendas',
  short_name: 'Vendas',
  description: 'Acompanhe vendas, recebíveis, pagamentos e links de pagamento do seu negócio, mesmo sem internet.',
  theme_color: '#edb82b',
  background_color: '#f4f7fa',
  display: 'standalone',
  orientation: 'any',
  // Opening the installed app lands on the dashboard, not on `/` (which only redirects).
  start_url: '/dashboard',
  scope: '/',
  id: '/',
  categories: ['business', 'finance'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    // Full-bleed background with the mark inside the 80 % safe zone, so launchers can crop it.
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
