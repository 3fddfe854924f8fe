/**
 * Stored snapshots written by an attacker (localStorage is the trust boundary): each case is a
 * node a tampered record could hold, fed to the painter. Shared by the unit tests (happy-dom) and
 * the Chromium tests (e2e), which plant them in a real stored snapshot.
 */
const SVG = 'http://www.w3.org/2000/svg';
const MATHML = 'http://www.w3.org/1998/Math/MathML';
const PWN = 'window.__pwned=1';
export const EVIL = 'https://evil.example';

type Attrs = [unknown, unknown][];
const el = (t: unknown, a: Attrs = [], c: unknown[] = [], extra: Record<string, unknown> = {}) => ({
  t,
  a,
  c,
  ...extra,
});
const svg = (t: string, a: Attrs = [], c: unknown[] = []) => el(t, a, c, { ns: SVG });

const JAVASCRIPT_URLS = [
  `javascript:${PWN}`,
  `JaVaScRiPt:${PWN}`,
  `&#106;avascript:${PWN}`,
  `&#x6A;avascript:${PWN}`,
  `&#X6a&#x61;vascript&colon;${PWN}`,
  `java\tscript:${PWN}`,
  `java\u0000script:${PWN}`,
  `\njavascript:${PWN}`,
  `   javascript:${PWN}`,
  `\u200bjavascript:${PWN}`,
  `vbscript:msgbox(1)`,
  `data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19wd25lZD0xPC9zY3JpcHQ+`,
  `data:image/svg+xml,<svg onload="${PWN}"/>`,
  `data:image/png;base64,AAAA" onerror="${PWN}`,
  `${EVIL}/x.png`,
  `//evil.example/x.png`,
  `\\\\evil.example\\x.png`,
  `/\\evil.example/x.png`,
  `//user:pass@localhost/x.png`,
  `/api/v1/merchant`,
  `/realms/portal/protocol/openid-connect/logout`,
];

/** [name, node]: each node is painted inside legitimate content that must survive. */
export const HOSTILE_NODES: [string, unknown][] = [
  [
    'mixed-case handlers',
    el('img', [
      ['ONERROR', PWN],
      ['OnClick', PWN],
      ['oNlOaD', PWN],
      ['src', '/x.png'],
      ['alt', ''],
    ]),
  ],
  [
    'handlers on an allowed element',
    el(
      'div',
      [
        ['onmouseover', PWN],
        ['ONFOCUS', PWN],
        ['autofocus', ''],
      ],
      ['ok'],
    ),
  ],
  ...JAVASCRIPT_URLS.map((url): [string, unknown] => [`img src ${JSON.stringify(url)}`, el('img', [['src', url]])]),
  [
    'a with href and xlink:href',
    el(
      'a',
      [
        ['href', `javascript:${PWN}`],
        ['XLINK:HREF', `javascript:${PWN}`],
        ['ping', EVIL],
      ],
      ['link'],
    ),
  ],
  [
    'meta refresh',
    el('meta', [
      ['http-equiv', 'refresh'],
      ['content', `0;url=javascript:${PWN}`],
    ]),
  ],
  ['base href', el('base', [['href', `${EVIL}/`]])],
  [
    'form action, button formaction',
    el(
      'form',
      [['action', EVIL]],
      [
        el(
          'button',
          [
            ['formaction', `javascript:${PWN}`],
            ['type', 'submit'],
          ],
          ['Enviar'],
        ),
      ],
    ),
  ],
  [
    'formaction on a lone button',
    el(
      'button',
      [
        ['FORMACTION', `javascript:${PWN}`],
        ['form', 'f'],
      ],
      ['b'],
    ),
  ],
  [
    'link stylesheet',
    el('link', [
      ['rel', 'stylesheet'],
      ['href', `${EVIL}/x.css`],
    ]),
  ],
  ['style element', el('style', [], [`@import url(${EVIL}/a.css); body { background: url(${EVIL}/b.png) }`])],
  ['STYLE in upper case', el('STYLE', [], [`* { background: url(${EVIL}/c.png) }`])],
  [
    'iframe srcdoc',
    el('iframe', [
      ['srcdoc', `<script>${PWN}</script>`],
      ['src', `javascript:${PWN}`],
    ]),
  ],
  [
    'object and embed',
    el('div', [], [el('object', [['data', `${EVIL}/x.swf`]]), el('embed', [['src', `${EVIL}/y.swf`]])]),
  ],
  ['script', el('script', [], [PWN])],
  ['SCRIPT in upper case', el('SCRIPT', [['src', `${EVIL}/x.js`]], [])],
  [
    'template and noscript',
    el(
      'div',
      [],
      [
        el(
          'template',
          [],
          [
            el('img', [
              ['src', 'x'],
              ['onerror', PWN],
            ]),
          ],
        ),
        el('noscript', [], ['x']),
      ],
    ),
  ],
  [
    'input type image and file',
    el(
      'div',
      [],
      [
        el('input', [
          ['type', 'image'],
          ['src', `${EVIL}/i.png`],
        ]),
        el('input', [['type', 'FILE']]),
      ],
    ),
  ],
  [
    'srcset, poster, background',
    el('div', [], [el('img', [['srcset', `${EVIL}/a.png 1x`]]), el('table', [['background', `${EVIL}/t.png`]])]),
  ],
  [
    'svg with script, handlers, links, use, animation, foreignObject, image',
    svg(
      'svg',
      [
        ['onload', PWN],
        ['viewBox', '0 0 10 10'],
      ],
      [
        svg('script', [], [PWN]),
        svg(
          'a',
          [
            ['xlink:href', `javascript:${PWN}`],
            ['href', `javascript:${PWN}`],
          ],
          [svg('circle', [['r', '1']])],
        ),
        svg('use', [['href', `${EVIL}/s.svg#x`]]),
        svg('animate', [
          ['attributeName', 'href'],
          ['values', `javascript:${PWN}`],
        ]),
        svg('set', [
          ['attributeName', 'onclick'],
          ['to', PWN],
        ]),
        svg('foreignObject', [], [el('iframe', [['srcdoc', PWN]])]),
        svg('image', [['href', `${EVIL}/i.png`]]),
        svg('path', [
          ['d', 'M0 0L10 10'],
          ['fill', `url(${EVIL}/p.svg#g)`],
          ['style', `fill: url(${EVIL}/q.svg#g)`],
        ]),
      ],
    ),
  ],
  ['svg shape outside an svg', svg('path', [['d', 'M0 0']])],
  ['svg without its namespace', el('svg', [], [svg('path', [['d', 'M0 0']])])],
  [
    'html inside svg',
    svg(
      'svg',
      [],
      [
        el(
          'div',
          [],
          [
            el('img', [
              ['src', 'x'],
              ['onerror', PWN],
            ]),
          ],
        ),
      ],
    ),
  ],
  ['mathml', el('math', [], [el('mtext', [], [el('script', [], [PWN])])], { ns: MATHML })],
  [
    'mathml named as html',
    el(
      'math',
      [],
      [
        el('maction', [
          ['actiontype', 'statusline'],
          ['xlink:href', `javascript:${PWN}`],
        ]),
      ],
    ),
  ],
  ['mathml namespace on a div', el('div', [], [], { ns: MATHML })],
  ...[
    `background: url(${EVIL}/1.png)`,
    `background-image: URL("${EVIL}/2.png")`,
    `background-image: u\\72l(${EVIL}/3.png)`,
    `background-image: \\75 rl(${EVIL}/4.png)`,
    `background-image: image-set("${EVIL}/5.png" 1x)`,
    `background-image: -webkit-image-set(url(${EVIL}/6.png) 1x)`,
    `width: expression(alert(1))`,
    `behavior: url(${EVIL}/x.htc)`,
    `-moz-binding: url(${EVIL}/x.xml#x)`,
    `--x: url(${EVIL}/7.png)`,
    `--y: u\\72l(${EVIL}/8.png)`,
    `list-style: url(${EVIL}/9.png); cursor: url(${EVIL}/10.cur), auto`,
    `background: red url(${EVIL}/11.png) no-repeat`,
  ].map((style): [string, unknown] => [
    `style ${style}`,
    el('div', [['style', `color: rgb(1, 2, 3); ${style}`]], ['styled']),
  ]),
  [
    'odd attribute names',
    el(
      'div',
      [
        ['on error', PWN],
        ['x onload', PWN],
        ['1abc', 'x'],
        ['a=b', 'x'],
        ['\u0000onload', PWN],
        [' onclick', PWN],
        ['data-x onclick', PWN],
        ['srcdoc', PWN],
        ['http-equiv', 'refresh'],
      ],
      ['attrs'],
    ),
  ],
  ['an element named "ion-x onclick"', el('ion-x onclick', [['onclick', PWN]], ['x'])],
  [
    'ion elements that load or navigate',
    el(
      'div',
      [],
      [el('ion-img', [['src', `${EVIL}/i.png`]]), el('ion-router-link', [['href', `javascript:${PWN}`]], ['x'])],
    ),
  ],
  [
    'ion-icon with src and icon',
    el('ion-icon', [
      ['src', `${EVIL}/i.svg`],
      ['icon', `${EVIL}/j.svg`],
      ['name', 'x'],
    ]),
  ],
  [
    'shadow root with a script and a dangerous sheet index',
    el('ion-card', [], ['card'], {
      s: {
        c: [
          el('script', [], [PWN]),
          el('slot', [
            ['name', 'x'],
            ['onslotchange', PWN],
          ]),
        ],
        y: ['0', -1, 1e9, null],
      },
    }),
  ],
  [
    'shadow root on a plain element',
    el('div', [], ['plain'], {
      s: {
        c: [
          el('img', [
            ['src', 'x'],
            ['onerror', PWN],
          ]),
        ],
        y: [],
      },
    }),
  ],
  [
    'not a tree',
    el(
      'div',
      [],
      [
        null,
        42,
        true,
        {},
        [],
        { t: 42 },
        { t: 'p', a: 'onclick=x', c: 'text' },
        { t: 'p', a: [['onclick'], [1, 2], 'x', null], c: [] },
        { t: 'p', ns: {}, a: [], c: [] },
        { t: 'p', a: [], c: [], s: 'x' },
      ],
    ),
  ],
  [
    'prototype keys',
    JSON.parse(`{"t":"div","a":[["__proto__","x"],["constructor","y"]],"c":[],"__proto__":{"t":"script"}}`),
  ],
  [
    'a deep nest',
    Array.from({ length: 2000 }).reduce<unknown>(
      (inner) => el('div', [], [inner]),
      el('img', [
        ['src', 'x'],
        ['onerror', PWN],
      ]),
    ),
  ],
];

/** Stylesheet texts a tampered record could hold, each beside a legitimate rule that must survive. */
export const HOSTILE_STYLES: string[] = [
  `@import url(${EVIL}/a.css); @import "${EVIL}/b.css";`,
  `@font-face { font-family: x; src: url(${EVIL}/f.woff2) }`,
  `@namespace svg url(http://www.w3.org/2000/svg);`,
  `.a { background: url(${EVIL}/a.png) }`,
  `.b { background: URL("${EVIL}/b.png") }`,
  `.c { background-image: \\75 rl(${EVIL}/c.png) }`,
  `.d { background-image: u\\72l(${EVIL}/d.png) }`,
  `.e { background-image: image-set("${EVIL}/e.png" 1x) }`,
  `.f { background-image: -webkit-image-set(url(${EVIL}/f.png) 1x) }`,
  `.g { width: expression(alert(1)) }`,
  `.h { behavior: url(${EVIL}/h.htc); -moz-binding: url(${EVIL}/h.xml#x) }`,
  `@media all { .i { background: url(${EVIL}/i.png) } }`,
  `@supports (display: grid) { .j { list-style: url(${EVIL}/j.png) } }`,
  `@layer l { .k { cursor: url(${EVIL}/k.cur), auto } }`,
  `@container (min-width: 1px) { .l { border-image: url(${EVIL}/l.png) 30 } }`,
  `@keyframes m { from { background: url(${EVIL}/m.png) } }`,
  `.n { --v: url(${EVIL}/n.png) } .n2 { background: var(--v) }`,
  `.o { --w: u\\72l(${EVIL}/o.png) }`,
  `@page { background: url(${EVIL}/p.png) }`,
  `@property --q { syntax: '<url>'; inherits: false; initial-value: url(${EVIL}/q.png) }`,
  `.r { mask: url(${EVIL}/r.svg); content: url(${EVIL}/s.png); filter: url(${EVIL}/t.svg#f) }`,
  `.u { color: red; & .v { background: url(${EVIL}/v.png) } }`,
  `@counter-style x { system: cyclic; symbols: url(${EVIL}/x.png) }`,
  `@scope (.w) { .y { background: url(${EVIL}/y.png) } }`,
].map((css) => `${css}\n.legit { color: rgb(1, 2, 3) }`);
