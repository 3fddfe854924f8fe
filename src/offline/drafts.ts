import { trackActiveCache } from './active-caches';
import { draftKey, parseDraftKey } from './keys';

/**
 * What a user typed in a form and has not sent yet, kept on the device so that a reload, a
 * reconnect or a sign-in round trip loses nothing (docs/decisions/023-form-drafts.md). One key
 * per form of one user on one merchant (`pdv:draft:{sub}:{merchantId}:{formId}`), so the rules
 * of the rest of the user's data apply: logout deletes every `pdv:` key and another user's
 * sign-in deletes every key of someone else (`parseUserKey`). Never card data: only the
 * signed-in app's forms use drafts, and none of them holds a card.
 *
 * In localStorage, not IndexedDB: a draft is a few hundred bytes, and the last keystrokes must
 * survive a reload that comes within the write window — `pagehide` cannot wait for IndexedDB
 * (the browser test lost them), while a localStorage write is done when it returns. A form also
 * reads its draft synchronously, so it never flashes empty before the offer.
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
  read(formId: string): Draft | undefined;
  /** This user's drafts of the forms whose id starts with `prefix`. */
  list(prefix: string): DraftEntry[];
  /** Keeps a draft: written at once after a quiet spell, else at most once per window. */
  save(formId: string, draft: Draft): void;
  /** Deletes a draft and any write of it still pending. */
  discard(formId: string): void;
  /** Writes every pending draft now. */
  flush(): void;
  /** Called when a draft appears or is discarded (a page listing drafts reads them again). */
  subscribe(listener: () => void): () => void;
  /** Stops writing (logout stops every store first, so nothing is written back after the wipe). */
  close(): void;
}

/** Typing stays smooth: one small write a second at most, however fast the fingers. */
const DRAFT_THROTTLE_MS = 1000;

function isDraft(value: unknown): value is Draft {
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

function readKey(key: string): Draft | undefined {
  try {
    const raw = localStorage.getItem(key);
    const value: unknown = raw === null ? undefined : JSON.parse(raw);
    return isDraft(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function storedKeys(): string[] {
  try {
    return Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '');
  } catch {
    return [];
  }
}

/** The forms this user has a draft of on this merchant, as stored. */
function storedFormIds(sub: string, merchantId: number): string[] {
  return storedKeys().flatMap((key) => {
    const parsed = parseDraftKey(key);
    return parsed && parsed.sub === sub && parsed.merchantId === merchantId ? [parsed.formId] : [];
  });
}

function writeKey(key: string, draft: Draft): void {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch (error) {
    // Storage full or blocked: the draft lasts as long as the page, the form is untouched.
    console.warn('Falha ao salvar o rascunho', error);
  }
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

  function flush(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (closed || pending.size === 0) return;
    lastWriteAt = Date.now();
    for (const [formId, draft] of pending) writeKey(keyOf(formId), draft);
    pending.clear();
  }

  // Like the persisted cache (persistence.ts): a change after a quiet spell is written on the
  // next tick, changes inside the window ride along in its trailing write.
  function schedule(): void {
    timer ??= setTimeout(flush, Math.max(0, lastWriteAt + throttleMs - Date.now()));
  }

  // The last moments a mobile browser reliably runs code.
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onVisibility);

  function close(): void {
    closed = true;
    pending.clear();
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onVisibility);
    untrack();
    opts.onClose?.();
  }
  const untrack = trackActiveCache(close);

  return {
    read: (formId) => pending.get(formId) ?? readKey(keyOf(formId)),
    list(prefix) {
      const ids = new Set([...pending.keys(), ...storedFormIds(sub, merchantId)]);
      return [...ids].flatMap((formId) => {
        const draft = formId.startsWith(prefix) ? (pending.get(formId) ?? readKey(keyOf(formId))) : undefined;
        return draft ? [{ ...draft, formId }] : [];
      });
    },
    save(formId, draft) {
      if (closed) return;
      pending.set(formId, draft);
      schedule();
      if (announced.has(formId)) return;
      announced.add(formId);
      notify();
    },
    discard(formId) {
      pending.delete(formId);
      announced.delete(formId);
      try {
        localStorage.removeItem(keyOf(formId));
      } catch {
        // Blocked storage holds nothing to delete.
      }
      notify();
    },
    flush,
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
