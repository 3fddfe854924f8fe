import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest (vite-plugin-pwa writes it as `manifest.webmanifest`). Kept in `src/config`
 * so the brand facts live in one place; vite.config.ts imports it. Colours are requirements §9's
 * primary (theme) and base (background). These are the product's own brand: the server answers
 * the manifest's path with this file plus the operator's name and colour (server/web-manifest.ts).
 */
export const manifest: Partial<ManifestOptions> = {
  lang: 'pt-BR',
  dir: 'ltr',
  name: 'Painel de Vendas',
  short_name: 'Vendas',
  description:
    'Veja quanto você recebe hoje e nos próximos dias, acompanhe vendas, recebíveis e pagamentos e crie links de pagamento, mesmo sem internet.',
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
  // The richer install dialog (Android, desktop Chrome): the signed-in home screen, taken from
  // the real app with the sandbox's data (a phone and a laptop). Not precached (vite.config.ts).
  screenshots: [
    {
      src: '/screenshots/inicio-celular.png',
      sizes: '360x800',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Início no celular: quanto você recebe hoje, o próximo pagamento e as vendas do período',
    },
    {
      src: '/screenshots/inicio-computador.png',
      sizes: '1366x768',
      type: 'image/png',
      form_factor: 'wide',
      label: 'Início no computador: recebimentos, vendas por dia, por bandeira e por operação',
    },
  ],
};
