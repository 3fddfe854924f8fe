import { describe, expect, it } from 'vitest';
import { safeStylesheet, sanitizeInlineStyle, unsafeCss } from './safe-css';

const rules = (sheet: CSSStyleSheet | undefined) => Array.from(sheet?.cssRules ?? [], (rule) => rule.cssText).join(' ');

describe('unsafeCss', () => {
  it.each([
    ['background', 'url(x.png)'],
    ['background', 'URL( "x.png" )'],
    ['background', 'u\\72l(x.png)'],
    ['background', '\\75 rl(x.png)'],
    ['background', 'u\\rl(x.png)'],
    ['background', 'ur/**/l(x.png)'],
    ['background-image', 'image-set("x.png" 1x)'],
    ['background-image', '-webkit-image-set(url(x.png) 1x)'],
    ['background-image', 'image("x.png")'],
    ['background-image', '-moz-element(#x)'],
    ['background-image', 'paint(worklet)'],
    ['width', 'expression(alert(1))'],
    ['behavior', 'x.htc'],
    ['-ms-behavior', 'x.htc'],
    ['-moz-binding', 'x.xml#x'],
    ['--x', 'url(x)'],
  ])('flags %s: %s', (name, value) => {
    expect(unsafeCss(name, value)).toBe(true);
  });

  it.each([
    ['color', 'rgb(1, 2, 3)'],
    ['background', 'linear-gradient(red, blue)'],
    ['scroll-behavior', 'smooth'],
    ['overscroll-behavior-y', 'none'],
    ['--offset-top', '56px'],
    ['contain', 'layout paint'],
    ['transition', 'transform 0.2s cubic-bezier(0.4, 0, 0.2, 1)'],
  ])('lets %s: %s through', (name, value) => {
    expect(unsafeCss(name, value)).toBe(false);
  });
});

describe('sanitizeInlineStyle', () => {
  it('keeps what the browser parsed, without what loads', () => {
    expect(sanitizeInlineStyle('color: red; background-image: url(x.png); --offset-top: 56px; width: 3px')).toBe(
      'color: red; --offset-top: 56px; width: 3px;',
    );
    expect(sanitizeInlineStyle('--y: u\\72l(https://evil.example/y.png); height: 2px')).toBe('height: 2px;');
    expect(sanitizeInlineStyle('not css at all {}')).toBe('');
  });
});

describe('safeStylesheet', () => {
  it('recurses into grouping rules and keyframes and keeps every safe rule', () => {
    const sheet = safeStylesheet(
      '.a { color: red; background-image: url(x.png) } @media (min-width: 992px) { .b { display: none; cursor: url(c.cur), auto } } ' +
        '@supports (display: grid) { .c { display: grid } } @keyframes spin { from { transform: rotate(0deg); list-style-image: url(k.png) } }',
    );
    const text = rules(sheet);
    expect(text).toContain('.a { color: red; }');
    expect(text).toMatch(/@media \(min-width: 992px\) \{\s*\.b \{ display: none; \}\s*\}/);
    expect(text).toContain('.c { display: grid; }');
    expect(text).toMatch(/transform: rotate\(0deg\)/);
    expect(text).not.toContain('url(');
  });

  it('drops @import, @font-face and unknown at-rules', () => {
    const text = rules(
      safeStylesheet('@import url(a.css); @font-face { font-family: x; src: url(f.woff) } .ok { color: blue }'),
    );
    expect(text).toBe('.ok { color: blue; }');
  });
});
