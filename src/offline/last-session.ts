/**
 * Who used the portal last on this device: lets an offline start (identity server unreachable)
 * open that user's cache read-only. No token is kept (docs/stack-notes.md security rules).
 */
export interface LastSession {
  sub: string;
  merchantId: number;
  username: string;
  name: string;
  /** When it was remembered (ms since epoch). */
  savedAt: number;
}

export function isLastSession(value: unknown): value is LastSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.sub === 'string' &&
    typeof v.merchantId === 'number' &&
    typeof v.username === 'string' &&
    typeof v.name === 'string' &&
    typeof v.savedAt === 'number'
  );
}
