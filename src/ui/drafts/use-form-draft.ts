import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { Draft } from '@/offline/drafts';
import { useDraftStore } from './use-draft-store';
import { draftChanged, fingerprint, mergeDraft, sameValues } from './draft-values';

type FormDraftState =
  /** A draft from before: the form is offered it back. */
  { status: 'offer'; savedAt: number; changed: boolean } | { status: 'editing' };

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

type Values = Record<string, unknown>;

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
  const print = basedOn === undefined ? undefined : fingerprint(basedOn);
  // Read once, as the form opens (synchronously: the form never shows empty before the offer).
  const [found] = useState<Draft | undefined>(() => {
    const draft = store.read(formId);
    const own = form.getValues() as Values;
    return draft && !sameValues(mergeDraft(own, draft.values), own) ? draft : undefined;
  });
  const apply = (draft: Draft) =>
    form.reset(mergeDraft(form.getValues() as Values, draft.values) as V, { keepDefaultValues: true });
  const [state, setState] = useState<FormDraftState>(() => {
    if (!found) return { status: 'editing' };
    if (!resume) return { status: 'offer', savedAt: found.savedAt, changed: draftChanged(found, basedOn) };
    // Opened to continue a draft its page offered: filled before any field reads the form (as
    // with 'Continuar rascunho', where the fields mount after the fill), so fields shown only
    // after a choice (useWatch reads the values as it mounts) come back too. Nothing subscribes
    // to the form yet, so this first-render fill updates no other component.
    apply(found);
    return { status: 'editing' };
  });

  const editing = state.status === 'editing';
  useEffect(() => {
    if (!editing) return;
    // Nothing typed: the values the form opened with (a draft continued is compared with them too).
    const clean = form.formState.defaultValues;
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        if (sameValues(values, clean)) store.discard(formId);
        else store.save(formId, { values: structuredClone(values), savedAt: Date.now(), basedOn: print });
      },
    });
  }, [editing, form, store, formId, print]);

  // Leaving the form keeps the draft: write it before the form goes.
  useEffect(() => () => store.flush(), [store]);

  return {
    state,
    continueDraft: () => {
      if (found) apply(found);
      setState({ status: 'editing' });
    },
    discardDraft: () => {
      store.discard(formId);
      setState({ status: 'editing' });
    },
    clear: () => store.discard(formId),
  };
}
