import { useState } from 'react';
import { showToast } from '@/ui/toast';
import { useDeleteUploads, useRegisterAll, useUploadFile } from './api';
import type { BilletFormValues } from './form-values';
import type { Confirm } from './upload-confirm';
import { uploadDraftId, type BilletFormOpening } from './upload-drafts';
import { boletos, uploadSummary } from './upload-summary';
import { rejectedRowsOf, type RejectedRow } from './use-rejected-rows';

/** Sends a spreadsheet; `onRejected` receives the rows it refused, to be fixed by hand. */
export function useSpreadsheetUpload(onRejected: (rows: RejectedRow[]) => void) {
  const upload = useUploadFile();
  // What the last upload did, in words (upload-summary.ts), and how many it imported.
  const [result, setResult] = useState<string>();
  const [lastImported, setLastImported] = useState<number>();
  const send = (file: File) =>
    upload.mutate(file, {
      onSuccess: (answer) => {
        const summary = uploadSummary(answer);
        setResult(summary.text);
        setLastImported(answer.imported);
        onRejected(rejectedRowsOf(file.name, answer));
        if (summary.tone === 'warning') showToast(summary.text, 'warning');
      },
      onError: (error) => showToast(error.message),
    });
  return { send, sending: upload.isPending, result, lastImported };
}

/** The rows ticked for deletion, and the confirmed register-all or delete it runs. */
export function useUploadBulkActions() {
  const remove = useDeleteUploads();
  const register = useRegisterAll();
  // What the last registration did, on the page (the refused ones stay in the list with why).
  const [registration, setRegistration] = useState<string>();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirm, setConfirm] = useState<Confirm>();
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };
  const runConfirmed = () => {
    if (confirm === 'register')
      register.mutate(undefined, {
        onSuccess: (answer) => setRegistration(answer.message),
        onError: (error) => showToast(error.message),
        onSettled: () => setConfirm(undefined),
      });
    else
      remove.mutate(confirm === 'delete-all' ? 'all' : [...selected], {
        onSuccess: (deleted) => {
          showToast(
            deleted === undefined
              ? 'Boletos excluídos.'
              : `${boletos(deleted)} ${deleted === 1 ? 'excluído' : 'excluídos'}.`,
            'success',
          );
          setSelected(new Set());
        },
        onError: (error) => showToast(error.message),
        onSettled: () => setConfirm(undefined),
      });
  };
  const busy = register.isPending || remove.isPending;
  return { registration, selected, toggle, confirm, setConfirm, runConfirmed, busy, registering: register.isPending };
}

/**
 * The boleto form's opening: `resume` reopens a draft as it was, `setForm` opens values (a new,
 * an uploaded or a refused row's) under their draft's id; each opening is a fresh form.
 */
export function useBilletFormOpening() {
  const [form, setOpening] = useState<BilletFormOpening & { openedAt: number }>();
  const resume = (next: BilletFormOpening) => setOpening({ ...next, openedAt: Date.now() });
  const setForm = (next: { values: BilletFormValues; rejectedKey?: string } | undefined) =>
    setOpening(next && { ...next, draftId: uploadDraftId(next.values, next.rejectedKey), openedAt: Date.now() });
  return { form, resume, setForm };
}
