import { describe, expect, it } from 'vitest';
import { safeImageSource } from './safe-url';

describe('safeImageSource', () => {
  it.each([
    'data:image/webp;base64,UklGRh4AAABXRUJQVlA4',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/jpeg;base64,/9j/4AAQ',
    '/icons/logo.svg',
    'icons/logo.svg',
    `${location.origin}/icons/logo.svg`,
  ])('lets an img load %s (a picture in the record, or a file of this origin)', (src) => {
    expect(safeImageSource(src)).toBe(src);
  });

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'data:image/png;base64,AA AA',
    'data:image/png,raw',
    'blob:https://evil.example/1',
    'https://evil.example/x.png',
    '//evil.example/x.png',
    '\\\\evil.example\\x.png',
    '/\\evil.example/x.png',
    'http://user:pw@localhost:3000/x.png',
    'file:///etc/passwd',
    '/api/v1/merchant',
    '/realms/portal/protocol/openid-connect/logout',
    '/config',
    '/icons/logo.svg\u0000',
  ])('drops %j', (src) => {
    expect(safeImageSource(src)).toBeUndefined();
  });
});
