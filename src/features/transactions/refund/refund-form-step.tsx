import { IonButton } from '@ionic/react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { REFUND_REASON_MAX } from '@contract/refunds';
import { formatCents } from '@/lib/money';
import { FormOfflineNote } from '@/ui/drafts/draft-gate';
import { IonInput } from '@/ui/ionic/input';
import { MoneyInput } from '@/ui/inputs/money-input';
import type { Transaction } from '../api/schemas';
import type { RefundBodyOut, RefundValues } from './refund-values';
import styles from './refund.module.css';

const invalid = (on: boolean) => (on ? 'ion-invalid ion-touched' : undefined);

interface RefundFormStepProps {
  form: UseFormReturn<RefundValues, unknown, RefundBodyOut>;
  sale: Transaction;
  left: number;
  /** A debit sale is refunded only whole: the amount is fixed. */
  debit: boolean;
  headingRef: React.RefObject<HTMLParagraphElement | null>;
  onContinue: (body: RefundBodyOut) => void;
  onClose: () => void;
}

/** The refund's first step: the amount and a reason, checked before the confirmation. */
export function RefundFormStep({ form, sale, left, debit, headingRef, onContinue, onClose }: RefundFormStepProps) {
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(onContinue)(event)}>
      <p ref={headingRef} tabIndex={-1} className={styles.text}>
        Valor da venda {formatCents(sale.amount)}; ainda pode ser estornado {formatCents(left)}.
      </p>
      <Controller
        control={form.control}
        name="amountCents"
        render={({ field, fieldState }) => (
          <MoneyInput
            label="Valor do estorno"
            labelPlacement="stacked"
            fill="outline"
            disabled={debit}
            className={invalid(fieldState.invalid)}
            errorText={fieldState.error?.message}
            helperText={debit ? 'Vendas no débito são estornadas por inteiro.' : `Até ${formatCents(left)}.`}
            value={field.value}
            onChange={field.onChange}
            onIonBlur={field.onBlur}
          />
        )}
      />
      {!debit && (
        // Back to all that is left, after typing part of it (issue 32).
        <IonButton
          className={styles.whole}
          fill="outline"
          color="dark"
          size="small"
          onClick={() => form.setValue('amountCents', left, { shouldDirty: true, shouldValidate: true })}
        >
          Valor total
        </IonButton>
      )}
      <Controller
        control={form.control}
        name="reason"
        render={({ field, fieldState }) => (
          <IonInput
            label="Motivo (opcional)"
            labelPlacement="stacked"
            fill="outline"
            autocomplete="off"
            placeholder="Ex.: cliente devolveu o produto"
            counter
            maxlength={REFUND_REASON_MAX}
            className={invalid(fieldState.invalid)}
            errorText={fieldState.error?.message}
            value={field.value}
            onIonInput={(event) => field.onChange(event.detail.value ?? '')}
            onIonBlur={field.onBlur}
          />
        )}
      />
      <div className={styles.buttons}>
        <IonButton type="submit">Continuar</IonButton>
        <IonButton fill="outline" color="dark" onClick={onClose}>
          Cancelar
        </IonButton>
      </div>
      <FormOfflineNote />
    </form>
  );
}
