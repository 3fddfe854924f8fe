import { del, get, keys, set } from 'idb-keyval';
import { trackActiveCache } from './active-caches';
import { draftKey, parseDraftKey } from './keys';

/**
 * What a user typed in a form and has not sent yet, kept on the device so that a reload, a
 * reconnect or a sign-in round trip loses nothing (docs/decisions/023-form-drafts.md). One
 * IndexedDB key per form of one user on one merchant (`pdv:draft:{sub}:{merchantId}:{formId}`),
 * so the rules of the rest of the user's data apply: logout deletes every `pdv:` key and another
 * user's sign-in deletes every key of someone else (`parseUserKey`). Never card data: only the
 * signed-in app's forms use drafts, and none of them holds a card.
 */
export interface Draft {
  /** The form's values as typed (plain data). */
  values: Record<string, unknown>;
  /** When it was typed (ms since epoch). */
  savedAt: number;
  /** A fingerprint of the record an edit started from, to tell when it changed on the server. */
  basedOn?: string | undefined;
}

export interface DraftEntry extends Draft {
  formId: string;
}

export interface DraftStore {
  /** The draft of a form (one still waiting to be written included), or undefined. */
  read(formId: string): Promise<Draft | undefined>;
  /** This user's drafts of the forms whose id starts with `prefix`. */
  list(prefix: string): Promise<DraftEntry[]>;
  /** Keeps a draft: written at once after a quiet spell, else at most once per window. */
  save(formId: string, draft: Draft): void;
  /** Deletes a draft and any write of it still pending. Never rejects. */
  discard(formId: string): Promise<void>;
  /** Writes every pending draft now. Never rejects. */
  flush(): Promise<void>;
  /** Called when a draft appears or is discarded (a page listing drafts reads them again). */
  subscribe(listener: () => void): () => void;
  /** Stops writing (logout stops every store first, so nothing is written back after the wipe). */
  close(): void;
}

/** Typing stays smooth: a draft is a small object, but one write per keystroke is still waste. */
export const DRAFT_THROTTLE_MS = 1000;

export function isDraft(value: unknown): value is Draft {
  if (typeof value !== 'object' || value === null) return false;
  const { values, savedAt, basedOn } = value as Partial<Draft>;
  return (
    typeof values === 'object' &&
    values !== null &&
    !Array.isArray(values) &&
    typeof savedAt === 'number' &&
    (basedOn === undefined || typeof basedOn === 'string')
  );
}

export interface DraftStoreOptions {
  /** Tests only; production uses DRAFT_THROTTLE_MS. */
  throttleMs?: number;
  onClose?: () => void;
}

export function createDraftStore(sub: string, merchantId: number, opts: DraftStoreOptions = {}): DraftStore {
  const throttleMs = opts.throttleMs ?? DRAFT_THROTTLE_MS;
  const pending = new Map<string, Draft>();
  const listeners = new Set<() => void>();
  // Listeners hear when a draft appears or goes, not of every keystroke.
  const announced = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastWriteAt = Number.NEGATIVE_INFINITY;
  let closed = false;
  const keyOf = (formId: string) => draftKey(sub, merchantId, formId);
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  async function write(): Promise<void> {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (closed || pending.size === 0) return;
    lastWriteAt = Date.now();
    const batch = [...pending];
    pending.clear();
    try {
      await Promise.all(batch.map(([formId, draft]) => set(keyOf(formId), draft)));
    } catch (error) {
      // Storage failures cost the draft's survival across a reload, never the form on screen.
      console.warn('Falha ao salvar o rascunho', error);
    }
  }

  // Like the persisted cache (persistence.ts): a change after a quiet spell is written on the
  // next tick — the signal may drop any moment and `pagehide` cannot await IndexedDB — and
  // changes inside the window ride along in its trailing write.
  function schedule(): void {
    if (timer !== undefined) return;
    timer = setTimeout(() => void write(), Math.max(0, lastWriteAt + throttleMs - Date.now()));
  }

  // The last moments a mobile browser reliably runs code.
  const onPageHide = () => void write();
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') void write();
  };
  window.addEventListener('pagehide', onPageHide);
  document.addEventListener('visibilitychange', onVisibility);

  function close(): void {
    closed = true;
    pending.clear();
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    window.removeEventListener('pagehide', onPageHide);
    document.removeEventListener('visibilitychange', onVisibility);
    untrack();
    opts.onClose?.();
  }
  const untrack = trackActiveCache(close);

  async function readStored(formId: string): Promise<Draft | undefined> {
    try {
      const value: unknown = await get(keyOf(formId));
      return isDraft(value) ? value : undefined;
    } catch {
      return undefined;
    }
  }

  return {
    async read(formId) {
      return pending.get(formId) ?? (await readStored(formId));
    },
    async list(prefix) {
      let stored: string[] = [];
      try {
        stored = (await keys())
          .map(parseDraftKey)
          .flatMap((parsed) =>
            parsed && parsed.sub === sub && parsed.merchantId === merchantId && parsed.formId.startsWith(prefix)
              ? [parsed.formId]
              : [],
          );
      } catch {
        // No IndexedDB: only what this page typed.
      }
      const ids = new Set([...stored, ...[...pending.keys()].filter((formId) => formId.startsWith(prefix))]);
      const entries = await Promise.all(
        [...ids].map(async (formId) => {
          const draft = pending.get(formId) ?? (await readStored(formId));
          return draft && { ...draft, formId };
        }),
      );
      return entries.filter((entry) => entry !== undefined);
    },
    save(formId, draft) {
      if (closed) return;
      pending.set(formId, draft);
      schedule();
      if (announced.has(formId)) return;
      announced.add(formId);
      notify();
    },
    async discard(formId) {
      pending.delete(formId);
      announced.delete(formId);
      try {
        await del(keyOf(formId));
      } catch (error) {
        console.warn('Falha ao apagar o rascunho', error);
      }
      notify();
    },
    flush: write,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close,
  };
}

const stores = new Map<string, DraftStore>();

/**
 * The draft store of the signed-in user on a merchant: one per page, so every form shares one
 * throttle and one `pagehide` flush. A store closed by logout is replaced by a fresh one.
 */
export function draftStoreFor(sub: string, merchantId: number): DraftStore {
  const id = `${sub}:${merchantId}`;
  let store = stores.get(id);
  if (!store) {
    store = createDraftStore(sub, merchantId, { onClose: () => stores.delete(id) });
    stores.set(id, store);
  }
  return store;
}
