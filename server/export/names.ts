/** File and sheet names that are safe wherever they end up: a header, a disk, Excel's tab. */

const MAX_FILENAME = 120;
const MAX_SHEET_NAME = 31; // Excel's limit

/** Characters no file system or header should get: controls, path separators, reserved ones. */
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_FILENAME = /[\u0000-\u001f\u007f"*/:<>?\\|]+/g;
/** A lone surrogate would make encodeURIComponent throw. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** At most `max` UTF-16 units, never splitting a surrogate pair (a lone one breaks encoding). */
function truncate(text: string, max: number): string {
  let out = '';
  for (const char of text) {
    if (out.length + char.length > max) break;
    out += char;
  }
  return out;
}

function cleanFilename(name: string): string {
  const cleaned = name
    .replace(LONE_SURROGATE, '_')
    .normalize('NFC')
    .replace(UNSAFE_IN_FILENAME, '_')
    .replace(/\s+/g, ' ')
    .trim();
  // A leading dot would make a hidden file; an empty name would leave only the extension.
  return truncate(cleaned.replace(/^\.+/, ''), MAX_FILENAME).trim() || 'exportacao';
}

/** RFC 5987 value-chars: encodeURIComponent leaves ' ( ) * ! alone, the grammar does not. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * RFC 6266 `attachment` with an ASCII `filename` for old clients (accents dropped:
 * "transações" → "transacoes") and the exact UTF-8 name in `filename*`, which browsers prefer.
 */
export function contentDisposition(filename: string, extension: string): string {
  const name = `${cleanFilename(filename)}.${extension}`;
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|%/gu, '_'); // a % could be read as an escape by some clients
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/** Excel refuses sheet names with : \ / ? * [ ], longer than 31 or wrapped in apostrophes. */
export function cleanSheetName(name: string): string {
  const cleaned = name
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f:\\/?*[\]]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^'+|'+$/g, '');
  return truncate(cleaned, MAX_SHEET_NAME).trim() || 'Planilha';
}
