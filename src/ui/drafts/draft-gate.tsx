import { IonButton } from '@ionic/react';
import { IonNote } from '@/ui/ionic/note';
import { useEffect, useRef, type ReactNode } from 'react';
import { formatTimestamp } from '@/lib/dates';
import { Panel } from '@/ui/page/panel';
import { useIsOffline } from '@/ui/page/use-is-offline';
import type { FormDraft } from './use-form-draft';
import styles from './drafts.module.css';

const DRAFT_CHANGED_MESSAGE = 'Os dados mudaram no servidor depois disso: confira os valores antes de enviar.';

/** Every form says the same when it cannot send (docs/stack-notes.md: writes are online-only). */
const FORM_OFFLINE_MESSAGE = 'Sem conexão: não é possível enviar agora. O que você digitou fica salvo neste aparelho.';

export interface DraftOfferProps {
  /** What the draft is of, after 'Há um rascunho': 'deste link', 'de boleto novo'. */
  subject: string;
  savedAt: number;
  changed: boolean;
  onContinue: () => void;
  onDiscard: () => void;
  level?: 2 | 3;
}

/** 'Continuar rascunho' / 'Descartar' for a draft from before, with when it was typed. */
export function DraftOffer({ subject, savedAt, changed, onContinue, onDiscard, level }: DraftOfferProps) {
  return (
    <Panel title="Rascunho não enviado" level={level} className={styles.offer}>
      <p className={styles.text}>
        Há um rascunho {subject} salvo neste aparelho em {formatTimestamp(savedAt)}.
      </p>
      {changed && <p className={styles.changed}>{DRAFT_CHANGED_MESSAGE}</p>}
      <div className={styles.buttons}>
        <IonButton onClick={onContinue}>Continuar rascunho</IonButton>
        <IonButton fill="outline" color="dark" onClick={onDiscard}>
          Descartar
        </IonButton>
      </div>
    </Panel>
  );
}

export interface DraftGateProps {
  draft: FormDraft;
  subject: string;
  level?: 2 | 3;
  children: ReactNode;
}

/**
 * Shows the form, or first the offer of its draft from before. After a choice, focus goes to the
 * form (the buttons that had it are gone), without opening the phone's keyboard.
 */
export function DraftGate({ draft, subject, level, children }: DraftGateProps) {
  const { state } = draft;
  const form = useRef<HTMLDivElement>(null);
  const offered = useRef(false);
  useEffect(() => {
    if (state.status === 'offer') offered.current = true;
    else if (state.status === 'editing' && offered.current) {
      offered.current = false;
      form.current?.focus();
    }
  }, [state.status]);
  if (state.status === 'offer')
    return (
      <DraftOffer
        subject={subject}
        savedAt={state.savedAt}
        changed={state.changed}
        onContinue={draft.continueDraft}
        onDiscard={draft.discardDraft}
        level={level}
      />
    );
  return (
    <div ref={form} tabIndex={-1} className={styles.form}>
      {children}
    </div>
  );
}

/** Under a form's send button while offline: why it is disabled, and that nothing is lost. */
export function FormOfflineNote({ className }: { className?: string }) {
  const offline = useIsOffline();
  if (!offline) return null;
  return (
    <IonNote role="status" className={className ? `${styles.note} ${className}` : styles.note}>
      {FORM_OFFLINE_MESSAGE}
    </IonNote>
  );
}
