import { IonButton } from '@ionic/react';
import type { PaymentMethod } from '@contract/shapes/payment-methods';
import { DraftGate, FormOfflineNote } from '@/ui/drafts/draft-gate';
import { ButtonLink } from '@/ui/link/button-link';
import { useIsOffline } from '@/ui/page/use-is-offline';
import type { Paylink } from '../api/schemas';
import {
  AmountField,
  DescriptionField,
  ExpiryField,
  InstallmentsField,
  MethodsField,
  ReusableField,
} from './paylink-fields';
import { usePaylinkForm } from './use-paylink-form';
import styles from './paylink-form.module.css';

export interface PaylinkFormProps {
  /** The link being edited; none for a new one. */
  link?: Paylink | undefined;
  /**
   * The methods the merchant can offer (`offeredMethods` of its plans): a new link has them all
   * ticked, and only they are shown (with any an edited link already has). Unknown: all three
   * shown, card and Pix ticked.
   */
  offered?: readonly PaymentMethod[] | undefined;
  onSaved: (link: Paylink) => void;
}

/**
 * Creates or edits a link with requirements §5's rules and messages. What is typed is kept as a
 * draft on the device until saved or discarded (a reload offers it back). A failed save keeps
 * everything typed on screen, says why inline and in a toast; offline the button says why it
 * cannot save. Saving opens the share page (the caller's `onSaved`).
 */
export function PaylinkForm({ link, offered, onSaved }: PaylinkFormProps) {
  const offline = useIsOffline();
  const { form, draft, submit, saving, locked } = usePaylinkForm(link, offered, onSaved);
  const { errors } = form.formState;

  return (
    <DraftGate draft={draft} subject={link ? 'deste link' : 'de link novo'}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <DescriptionField control={form.control} />
        <AmountField control={form.control} locked={locked} />
        <InstallmentsField control={form.control} />
        <MethodsField control={form.control} offered={offered} />
        <ExpiryField control={form.control} />
        <ReusableField control={form.control} />
        {errors.root?.server && (
          <p className={styles.serverError} role="alert">
            {errors.root.server.message}
          </p>
        )}
        <div className={styles.actions}>
          <IonButton type="submit" disabled={offline || saving}>
            {saving ? 'Salvando…' : link ? 'Salvar alterações' : 'Criar link'}
          </IonButton>
          <ButtonLink to="/paylink/list" fill="outline" color="dark">
            Cancelar
          </ButtonLink>
        </div>
        <FormOfflineNote className={styles.help} />
      </form>
    </DraftGate>
  );
}
