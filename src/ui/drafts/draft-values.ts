/**
 * Pure helpers of form drafts: comparing values, fingerprinting the record an edit started from,
 * and putting a stored draft back into a form whose fields may have changed since.
 */

/** JSON with object keys sorted, so equal values give equal text whatever their key order. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

export const sameValues = (a: unknown, b: unknown): boolean => stableJson(a) === stableJson(b);

/**
 * A short fingerprint (FNV-1a, 32 bits) of the record an edit started from: the draft keeps it
 * instead of a copy of the record, and a different one means the record changed on the server.
 */
export function fingerprint(value: unknown): string {
  let hash = 0x811c9dc5;
  for (const char of stableJson(value)) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

const kindOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/**
 * The form's values with the draft's laid over them, field by field. A draft written by an
 * older build may name a field that no longer exists (ignored) or hold another kind of value
 * (the form's own kept): a later build must not crash on it, and the form's rules check the rest.
 * An empty field (null) and a filled one (a number) are the same field: either may replace the
 * other.
 */
export function mergeDraft<V extends Record<string, unknown>>(form: V, draft: Record<string, unknown>): V {
  const merged: Record<string, unknown> = { ...form };
  for (const [name, current] of Object.entries(form)) {
    if (!(name in draft)) continue;
    const typed = draft[name];
    const kinds = [kindOf(current), kindOf(typed)];
    const fits = kinds[0] === kinds[1] || (kinds.includes('null') && !kinds.includes('object'));
    if (fits && kinds[1] !== 'object') merged[name] = typed;
  }
  return merged as V;
}

/** The record an edit draft started from differs from `basedOn` (the record now). */
export function draftChanged(draft: { basedOn?: string | undefined }, basedOn: unknown): boolean {
  return basedOn !== undefined && draft.basedOn !== undefined && draft.basedOn !== fingerprint(basedOn);
}
