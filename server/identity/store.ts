import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Adapter, AdapterPayload } from 'oidc-provider';

/**
 * oidc-provider's storage (sessions, grants, refresh tokens, codes, interactions), kept in
 * memory and mirrored to one JSON file, so that restarting the sandbox (which `npm run dev`
 * does on every server edit) keeps browsers signed in and refresh tokens usable. Lookups scan
 * the map instead of keeping secondary indexes: a sandbox holds a few hundred entries at most.
 */
interface Entry {
  payload: AdapterPayload;
  /** Epoch milliseconds; undefined: lives until destroyed. */
  expiresAt: number | undefined;
}

/** Models whose entries die with their grant (oidc-provider's memory adapter uses the same set). */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);
const WRITE_DELAY_MS = 250;

export class IdentityStore {
  private readonly entries = new Map<string, Entry>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  /** `file` undefined: memory only. */
  constructor(private readonly file: string | undefined) {}

  async load(): Promise<void> {
    if (!this.file) return;
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    try {
      const saved = JSON.parse(text) as Record<string, Entry>;
      for (const [key, entry] of Object.entries(saved)) this.entries.set(key, entry);
    } catch {
      // A torn or hand-edited file only costs the sessions in it: start empty, as after a wipe.
      this.entries.clear();
    }
    this.prune();
  }

  adapter(model: string): Adapter {
    const key = (id: string): string => `${model}:${id}`;
    return {
      upsert: async (id, payload, expiresIn) => {
        this.entries.set(key(id), {
          payload,
          expiresAt: expiresIn === undefined ? undefined : Date.now() + expiresIn * 1000,
        });
        this.changed();
      },
      find: async (id) => this.get(key(id)),
      findByUid: async (uid) => this.findWhere(model, (payload) => payload.uid === uid),
      findByUserCode: async (userCode) => this.findWhere(model, (payload) => payload.userCode === userCode),
      consume: async (id) => {
        const payload = this.get(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
        this.changed();
      },
      destroy: async (id) => {
        this.entries.delete(key(id));
        this.changed();
      },
      revokeByGrantId: async (grantId) => {
        for (const [entryKey, entry] of this.entries) {
          const entryModel = entryKey.slice(0, entryKey.indexOf(':'));
          if (GRANTABLE.has(entryModel) && entry.payload.grantId === grantId) this.entries.delete(entryKey);
        }
        this.changed();
      },
    };
  }

  /**
   * Whether the SSO session a token's `sid` names is still live, with its client's grant standing:
   * false once the user logged out, the session went idle past its time, or the grant was revoked
   * (Keycloak answers such a token as it answers an expired one). `sid` is the per-client session
   * id oidc-provider writes into codes and tokens.
   */
  sessionActive(sid: string): boolean {
    const holds = (payload: AdapterPayload): boolean =>
      Object.values((payload.authorizations ?? {}) as Record<string, { sid?: string }>).some((a) => a.sid === sid);
    const session = this.findWhere('Session', holds);
    if (!session) return false;
    const authorizations = session.authorizations as Record<string, { sid?: string; grantId?: string }>;
    const grantId = Object.values(authorizations).find((a) => a.sid === sid)?.grantId;
    return grantId !== undefined && this.get(`Grant:${grantId}`) !== undefined;
  }

  /** Marks an access token (by `jti`) revoked until it would have expired anyway. */
  revokeAccessToken(jti: string, exp: number): void {
    const expiresAt = exp * 1000;
    if (expiresAt <= Date.now()) return;
    this.entries.set(`RevokedAccessToken:${jti}`, { payload: { jti }, expiresAt });
    this.changed();
  }

  accessTokenRevoked(jti: string): boolean {
    return this.get(`RevokedAccessToken:${jti}`) !== undefined;
  }

  /** Writes pending changes now; called on shutdown. */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
      this.queueWrite();
    }
    await this.writing;
  }

  private get(key: string): AdapterPayload | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.payload;
  }

  private findWhere(model: string, test: (payload: AdapterPayload) => boolean): AdapterPayload | undefined {
    for (const key of this.entries.keys()) {
      if (!key.startsWith(`${model}:`)) continue;
      const payload = this.get(key);
      if (payload && test(payload)) return payload;
    }
    return undefined;
  }

  private prune(): void {
    const now = Date.now();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt !== undefined && entry.expiresAt <= now) this.entries.delete(key);
    }
  }

  private changed(): void {
    if (!this.file || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.queueWrite();
    }, WRITE_DELAY_MS);
    // A pending write must not keep a finished process (or a test worker) alive.
    this.timer.unref();
  }

  private queueWrite(): void {
    const file = this.file;
    if (!file) return;
    this.writing = this.writing
      .then(async () => {
        this.prune();
        const temporary = `${file}.${process.pid}.tmp`;
        await mkdir(dirname(file), { recursive: true });
        await writeFile(temporary, JSON.stringify(Object.fromEntries(this.entries)), { mode: 0o600 });
        // rename is atomic: a crash mid-write never leaves a half-written store behind.
        await rename(temporary, file);
      })
      .catch((error: unknown) => {
        console.error('identity: could not save sessions', error);
      });
  }
}
