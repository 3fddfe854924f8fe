import type { DraftEntry } from '@/offline/drafts';
import { DraftOffer } from '@/ui/drafts/draft-gate';
import { draftChanged } from '@/ui/drafts/draft-values';
import { useDraftStore, useDrafts } from '@/ui/drafts/use-draft-store';
import type { UploadRow } from '@contract/billet-uploads';
import { EMPTY_FORM, formValuesOf, type BilletFormValues } from './form-values';
import type { RejectedRow } from './use-rejected-rows';

const PREFIX = 'billet-upload:';
const REJECTED = `${PREFIX}rejected:`;

/** The boleto form being opened: what it starts from, and its draft's id. */
export interface BilletFormOpening {
  values: BilletFormValues;
  /** A refused spreadsheet row being fixed: removed once saved. */
  rejectedKey?: string | undefined;
  draftId: string;
  /** Opened from its draft's offer on the page: fill it at once. */
  resume?: boolean;
}

/** A new boleto, an upload's edit (its id) or a refused row's fix each keep their own draft. */
export function uploadDraftId(values: BilletFormValues, rejectedKey?: string): string {
  if (rejectedKey !== undefined) return `${REJECTED}${rejectedKey}`;
  return `${PREFIX}${values.id ?? 'new'}`;
}

/** What a draft's form opens from (the row it edits may be on another page: the draft has it). */
function openingOf(draft: DraftEntry, rows: readonly UploadRow[], rejected: readonly RejectedRow[]) {
  if (draft.formId.startsWith(REJECTED)) {
    const key = draft.formId.slice(REJECTED.length);
    const row = rejected.find((r) => r.key === key);
    const subject = row ? `da linha ${row.row} de ${row.file}` : 'de linha recusada';
    return {
      subject,
      values: row ? formValuesOf(row.billet) : EMPTY_FORM,
      rejectedKey: row && key,
      basedOn: undefined,
    };
  }
  const id = Number(draft.formId.slice(PREFIX.length));
  if (!Number.isInteger(id)) return { subject: 'de boleto novo', values: EMPTY_FORM, basedOn: undefined };
  const row = rows.find((r) => r.id === id);
  const name = row?.payer.name ?? (typeof draft.values.payer_name === 'string' ? draft.values.payer_name : '');
  const values = row ? formValuesOf(row) : { ...EMPTY_FORM, id };
  return { subject: name ? `do boleto de ${name}` : 'de boleto enviado', values, basedOn: row && values };
}

export interface UploadDraftsProps {
  /** The draft of the form open now (not offered: it is on screen). */
  open: string | undefined;
  rows: readonly UploadRow[];
  rejected: readonly RejectedRow[];
  onResume: (opening: BilletFormOpening) => void;
}

/**
 * The boleto form opens in a sheet, closed after a reload: its drafts are offered on the page,
 * and continuing one opens the sheet with it.
 */
export function UploadDrafts({ open, rows, rejected, onResume }: UploadDraftsProps) {
  const drafts = useDrafts(PREFIX, open);
  const store = useDraftStore();
  return drafts
    .filter((draft) => draft.formId !== open)
    .map((draft) => {
      const opening = openingOf(draft, rows, rejected);
      return (
        <DraftOffer
          key={draft.formId}
          subject={opening.subject}
          savedAt={draft.savedAt}
          changed={draftChanged(draft, opening.basedOn)}
          onContinue={() =>
            onResume({ values: opening.values, rejectedKey: opening.rejectedKey, draftId: draft.formId, resume: true })
          }
          onDiscard={() => void store.discard(draft.formId)}
        />
      );
    });
}
