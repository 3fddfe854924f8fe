import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useDraftStore } from './use-draft-store';
import { draftChanged, fingerprint, mergeDraft, sameValues } from './draft-values';
import type { Draft } from '@/offline/drafts';

export type FormDraftState =
  /** Reading the device (a few milliseconds): the form waits, so it never flashes. */
  | { status: 'loading' }
  /** A draft from before: the form is offered it back. */
  | { status: 'offer'; savedAt: number; changed: boolean }
  | { status: 'editing' };

export interface FormDraft {
  state: FormDraftState;
  /** Fills the form exactly as the draft had it; the draft is kept until sent or discarded. */
  continueDraft: () => void;
  /** Deletes the draft; the form starts from its own values. */
  discardDraft: () => void;
  /** After a successful submit: the draft is deleted. */
  clear: () => void;
}

export interface FormDraftOptions {
  /**
   * For an edit: what the form started from (the record's values). A draft started from other
   * values says the record changed on the server since.
   */
  basedOn?: unknown;
  /** Opened from a draft its page offered: continue at once, without asking again. */
  resume?: boolean;
}

/**
 * Keeps what is typed in a react-hook-form form as a draft of this user on this device
 * (docs/decisions/023-form-drafts.md). `formId` names the form and, for an edit, the record
 * (`paylink:12`), so a draft never lands on another record. Render the form through
 * `<DraftGate draft={…}>`, which offers a draft from before. Leaving the form keeps the draft.
 */
export function useFormDraft<V extends FieldValues, T>(
  formId: string,
  form: UseFormReturn<V, unknown, T>,
  { basedOn, resume = false }: FormDraftOptions = {},
): FormDraft {
  const store = useDraftStore();
  const [state, setState] = useState<FormDraftState>({ status: 'loading' });
  const found = useRef<Draft | undefined>(undefined);
  const print = basedOn === undefined ? undefined : fingerprint(basedOn);

  const apply = useCallback(
    (draft: Draft) => {
      const own = form.getValues() as Record<string, unknown>;
      form.reset(mergeDraft(own, draft.values) as V, { keepDefaultValues: true });
    },
    [form],
  );

  useEffect(() => {
    let live = true;
    void store.read(formId).then((draft) => {
      if (!live) return;
      found.current = draft;
      if (!draft || sameValues(mergeDraft(form.getValues(), draft.values), form.getValues())) {
        setState({ status: 'editing' });
      } else if (resume) {
        apply(draft);
        setState({ status: 'editing' });
      } else {
        setState({ status: 'offer', savedAt: draft.savedAt, changed: draftChanged(draft, basedOn) });
      }
    });
    return () => {
      live = false;
    };
    // Read once per form: the record's print and `resume` matter only when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, formId]);

  const editing = state.status === 'editing';
  useEffect(() => {
    if (!editing) return;
    // Nothing typed: the values the form opened with (a draft continued is compared with them too).
    const clean = form.formState.defaultValues;
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        if (sameValues(values, clean)) void store.discard(formId);
        else store.save(formId, { values: structuredClone(values), savedAt: Date.now(), basedOn: print });
      },
    });
  }, [editing, form, store, formId, print]);

  // Leaving the form keeps the draft: write it before the form goes.
  useEffect(() => () => void store.flush(), [store]);

  return {
    state,
    continueDraft: () => {
      if (found.current) apply(found.current);
      setState({ status: 'editing' });
    },
    discardDraft: () => {
      void store.discard(formId);
      setState({ status: 'editing' });
    },
    clear: () => {
      void store.discard(formId);
    },
  };
}
