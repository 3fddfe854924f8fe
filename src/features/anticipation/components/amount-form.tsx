import { IonButton } from '@ionic/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DraftGate } from '@/ui/drafts/draft-gate';
import { useFormDraft } from '@/ui/drafts/use-form-draft';
import { amountFormSchema, type AmountFormInput, type AmountFormValues } from '../lib/amount';
import { AmountPicker } from './amount-picker';
import styles from './anticipation.module.css';

export const AMOUNT_DRAFT_ID = 'anticipation:amount';

export interface AmountFormProps {
  /** What is available: the most that can be asked for. */
  max: number;
  pending: boolean;
  /** Why the form cannot send now (offline); the field keeps what is typed. */
  blockedReason: string | undefined;
  /** The server's refusal of the last simulation. */
  serverError: string | undefined;
  onSimulate: (amount: number) => void;
}

/** The amount (typed or dragged) and 'Simular'; what is typed stays as a draft on the device. */
export function AmountForm({ max, pending, blockedReason, serverError, onSimulate }: AmountFormProps) {
  const resolver = useMemo(() => valibotResolver(amountFormSchema(max)), [max]);
  const form = useForm<AmountFormInput, unknown, AmountFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { amountCents: null },
  });
  const draft = useFormDraft(AMOUNT_DRAFT_ID, form);
  const submit = form.handleSubmit((values) => onSimulate(values.amountCents));

  return (
    <DraftGate draft={draft} subject="de antecipação" level={3}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <Controller
          control={form.control}
          name="amountCents"
          render={({ field, fieldState }) => (
            <AmountPicker
              value={field.value}
              max={max}
              onChange={(cents) => {
                field.onChange(cents);
                // The slider has no blur of its own worth waiting for: say at once what is wrong.
                if (fieldState.isTouched || form.formState.isSubmitted) void form.trigger('amountCents');
              }}
              onBlur={field.onBlur}
              errorText={fieldState.error?.message}
            />
          )}
        />
        <div className={styles.actions}>
          <IonButton
            fill="outline"
            color="dark"
            onClick={() => form.setValue('amountCents', max, { shouldDirty: true })}
          >
            Antecipar tudo
          </IonButton>
          <IonButton type="submit" disabled={pending || blockedReason !== undefined} title={blockedReason}>
            {pending ? 'Simulando…' : 'Simular'}
          </IonButton>
        </div>
        {blockedReason && <p className={styles.note}>{blockedReason}</p>}
        {serverError && (
          <p className={styles.error} role="alert">
            {serverError}
          </p>
        )}
      </form>
    </DraftGate>
  );
}
