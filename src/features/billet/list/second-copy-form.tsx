import { IonButton, IonIcon } from '@ionic/react';
import { shareSocialOutline } from 'ionicons/icons';
import { FormProvider, useForm } from 'react-hook-form';
import { formatDigitableLine } from '@/lib/boleto/digitable-line';
import { isoToBr, today } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { DraftGate, FormOfflineNote } from '@/ui/drafts/draft-gate';
import { useFormDraft } from '@/ui/drafts/use-form-draft';
import { WaitBox } from '@/ui/loading/wait-box';
import { useIsOffline } from '@/ui/page/use-is-offline';
import { showToast } from '@/ui/toast';
import { TextField } from '../shared/form-fields';
import type { Billet } from '@contract/billets';
import { useSecondCopy } from './api';
import { checkSecondCopyDate } from './second-copy-date';
import { shareBillet } from './share-billet';
import styles from './billets.module.css';

interface SecondCopyValues {
  due_date: string;
}

/**
 * 'Segunda via': a new due date for a registered boleto. The date typed is kept as a draft of
 * this boleto until issued or discarded; the draft remembers the boleto's due date and value,
 * so one typed before a change on the server says so.
 */
export function SecondCopyForm({ billet }: { billet: Billet }) {
  const form = useForm<SecondCopyValues>({ defaultValues: { due_date: '' } });
  const draft = useFormDraft(`billet-second-copy:${billet.billet_id}`, form, {
    basedOn: { due_date: billet.due_date, value: billet.billet_value },
  });
  const copy = useSecondCopy();
  const offline = useIsOffline();
  const issue = form.handleSubmit(({ due_date }) => {
    const checked = checkSecondCopyDate(due_date, today());
    if ('error' in checked) return form.setError('due_date', { message: checked.error });
    copy.mutate(
      { id: billet.billet_id, dueDate: checked.date },
      { onSuccess: () => draft.clear(), onError: (e) => showToast(e.message) },
    );
  });
  const result = copy.data?.billet;
  const link = copy.data?.checkout_url;
  return (
    <section aria-labelledby="second-copy-title" className={styles.section}>
      <h3 id="second-copy-title" className={styles.subTitle}>
        Segunda via
      </h3>
      <DraftGate draft={draft} subject="da segunda via" level={3}>
        <FormProvider {...form}>
          <form className={styles.inline} noValidate onSubmit={(e) => void issue(e)}>
            <TextField<SecondCopyValues>
              name="due_date"
              label="Novo vencimento"
              inputmode="numeric"
              placeholder="DD/MM/AAAA"
              maxlength={10}
            />
            <WaitBox open={copy.isPending} detail="Emitindo a segunda via…" />
            <IonButton type="submit" disabled={offline || copy.isPending} color="primary">
              {copy.isPending ? 'Emitindo…' : 'Emitir segunda via'}
            </IonButton>
          </form>
        </FormProvider>
        <FormOfflineNote />
      </DraftGate>
      {result && (
        <div role="status" className={styles.result}>
          <p>
            Novo valor: <strong>{formatCents(result.billet_value)}</strong>, vencimento{' '}
            {isoToBr(result.due_date) ?? result.due_date}.
          </p>
          {result.digitable_line && <p className={styles.line}>{formatDigitableLine(result.digitable_line)}</p>}
          {/* The payer's link is an extra of the sandbox's: without it there is nothing to share. */}
          {link && (
            <IonButton
              fill="outline"
              color="dark"
              onClick={() => void shareBillet(link, `Boleto de ${formatCents(result.billet_value)}`)}
            >
              <IonIcon slot="start" icon={shareSocialOutline} aria-hidden="true" />
              Compartilhar
            </IonButton>
          )}
        </div>
      )}
    </section>
  );
}
