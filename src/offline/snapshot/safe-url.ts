/**
 * The one URL a picture may load: an img's `src`, either a picture encoded in the record (the
 * chart: `data:image/webp|png|jpeg;base64`) or a file of this origin (the logo). Anything else —
 * another origin, `javascript:`, `data:text/html`, `vbscript:`, `blob:` — is dropped.
 */
const DATA_IMAGE = /^data:image\/(png|webp|jpeg);base64,[a-z0-9+/]*={0,2}$/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** Never asked for by a picture, even on this origin: the API, the identity server, the config. */
const PRIVATE_PATH = /^\/(api|realms|config)(\/|$)/i;

/**
 * HTML character references, as a parser would decode them if the value ever met one (setAttribute
 * does not decode them; this only makes sure an encoded scheme is seen for what it is).
 */
function decodeReferences(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (match, ref: string) => {
    const lower = ref.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Math.min(parseInt(lower.slice(2), 16), 0x10ffff));
    if (lower.startsWith('#')) return String.fromCodePoint(Math.min(parseInt(lower.slice(1), 10), 0x10ffff));
    return NAMED[lower] ?? match;
  });
}
const NAMED: Record<string, string> = { colon: ':', tab: '\t', newline: '\n', sol: '/', amp: '&', lpar: '(' };

/** Control characters and whitespace that URL parsers strip or ignore (`java\tscript:`). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it must find
const IGNORED = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g;

/** `value` if an img may load it, else undefined. */
export function safeImageSource(value: string): string | undefined {
  const decoded = decodeReferences(value).replace(IGNORED, '');
  // Anything that changed under decoding was written to deceive: a real screen's src never is.
  if (decoded !== value) return undefined;
  if (DATA_IMAGE.test(value)) return value;
  if (SCHEME.test(value) && !/^https?:/i.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, window.location.origin);
  } catch {
    return undefined;
  }
  if (url.origin !== window.location.origin || !/^https?:$/.test(url.protocol)) return undefined;
  if (url.username || url.password || PRIVATE_PATH.test(url.pathname)) return undefined;
  return value;
}
