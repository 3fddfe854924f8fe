import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from './env';
import { tempDir } from './identity/test-support';
import { checkoutAssets, firstPaintHtml, withFirstPaint, type FirstPaint } from './link-first-paint';

const HOSTILE = 'Bolo </p><script>alert(1)</script> & "festa" $& <img src=x onerror=alert(2)>';
const PAINT: FirstPaint = {
  shop: 'Ateliê Araucária',
  description: 'Camiseta azul',
  amountCents: 15_990,
  installments: { count: 6, eachCents: 2_665 },
};

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

async function builtSite(manifest: unknown): Promise<string> {
  const dir = await tempDir('first-paint-');
  cleanup = dir.remove;
  if (manifest !== undefined) {
    await mkdir(join(dir.path, '.vite'), { recursive: true });
    await writeFile(join(dir.path, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return dir.path;
}

describe('checkoutAssets: the stylesheets the checkout page loads, from the build manifest', () => {
  it("takes the page chunk's CSS and its imports', once each, and leaves index.html's out", async () => {
    const root = await builtSite({
      'index.html': { file: 'assets/index.js', css: ['assets/index.css'] },
      'src/public/checkout/checkout-page.tsx': {
        file: 'assets/checkout-page.js',
        css: ['assets/checkout-page.css'],
        imports: ['_public-core.js', 'index.html', '_react.js'],
      },
      '_public-core.js': { file: 'assets/public-core.js', css: ['assets/public-core.css'], imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js', imports: ['_public-core.js'] },
    });
    expect(await checkoutAssets(root)).toEqual({ styles: ['/assets/checkout-page.css', '/assets/public-core.css'] });
  });

  it('is undefined without a build manifest or without the checkout page in it (then no picture)', async () => {
    expect(await checkoutAssets(await builtSite(undefined))).toBeUndefined();
    await cleanup?.();
    expect(await checkoutAssets(await builtSite({ 'index.html': { file: 'assets/index.js' } }))).toBeUndefined();
  });
});

describe('firstPaintHtml', () => {
  it('shows the shop, what is paid, the amount and the installments, hidden from assistive technology', () => {
    const html = firstPaintHtml(PAINT, DEFAULT_BRAND);
    expect(html).toMatch(/^<div id="first-paint" inert aria-hidden="true" style="position:fixed;inset:0;/);
    expect(html).toContain('<span class="public-merchant">Ateliê Araucária</span>');
    expect(html).toContain('<p class="checkout-description">Camiseta azul</p>');
    expect(html).toContain('<span class="public-amount">R$\u00a0159,90</span>');
    expect(html).toContain('em até 6x de R$\u00a026,65 no cartão');
    expect(html).toContain('--ion-color-primary:#edb82b;');
  });

  it("writes no installments line for one payment, and the operator's colours and logo", () => {
    const html = firstPaintHtml(
      { ...PAINT, installments: null },
      { ...DEFAULT_BRAND, logoUrl: '/marca.svg', colors: { primary: '#0b5fff', secondary: '#000000' } },
    );
    expect(html).not.toContain('no cartão');
    expect(html).toContain('--ion-color-primary:#0b5fff;');
    expect(html).toContain('--ion-color-primary-contrast:#ffffff');
    expect(html).toContain('src="/marca.svg"');
  });

  it('escapes what the merchant wrote: no tag of theirs reaches the page', () => {
    const html = firstPaintHtml({ ...PAINT, shop: HOSTILE, description: HOSTILE }, DEFAULT_BRAND);
    expect(html).not.toMatch(/<script|<img src=x/);
    expect(html).toContain('Bolo &lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;festa&quot; $&amp;');
  });
});

describe('withFirstPaint', () => {
  it('links the stylesheets in the head and puts the picture at the end of the body', () => {
    const index = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';
    const html = withFirstPaint(index, '<div id="first-paint">$&</div>', {
      styles: ['/assets/a.css', '/assets/b.css'],
    });
    expect(html).toBe(
      '<html><head><title>x</title><link rel="stylesheet" crossorigin href="/assets/a.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/b.css"></head>' +
        '<body><div id="root"></div><div id="first-paint">$&</div></body></html>',
    );
  });
});
