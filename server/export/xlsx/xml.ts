/** XML helpers for the workbook parts. */

/* eslint-disable no-control-regex -- these patterns exist to find control characters */
// Characters XML 1.0 forbids (Excel calls the whole file corrupt), plus lone surrogates.
const INVALID_XML =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const NEEDS_WORK = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff\ud800-\udfff]/;
/* eslint-enable no-control-regex */

/** Text safe in element content and in double-quoted attributes. */
export function xmlEscape(text: string): string {
  if (!NEEDS_WORK.test(text)) return text; // the common case: no copy
  return text
    .replace(INVALID_XML, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** 0 → "A", 25 → "Z", 26 → "AA". */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** An inline string cell: no shared-strings table, which would have to hold every text until the end. */
export function inlineString(ref: string, text: string, style = 0): string {
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style ? ` s="${style}"` : ''} t="inlineStr"><is><t${space}>${xmlEscape(text)}</t></is></c>`;
}
