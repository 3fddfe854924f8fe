import { IonButton } from '@ionic/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { REFUND_REASON_MAX, type Refund, type RefundKind } from '@contract/refunds';
import { formatCents } from '@/lib/money';
import { DraftGate, FormOfflineNote } from '@/ui/drafts/draft-gate';
import { useFormDraft } from '@/ui/drafts/use-form-draft';
import { IonInput } from '@/ui/ionic/input';
import { MoneyInput } from '@/ui/inputs/money-input';
import { WaitBox } from '@/ui/loading/wait-box';
import { useIsOffline } from '@/ui/page/use-is-offline';
import type { Transaction } from '../api/schemas';
import { isDebit } from './refundable';
import { REFUND_DRAFT_PREFIX } from './refund-ids';
import { kindConsequence, KIND_NAMES, refundKindOf } from './refund-kind';
import { refundDefaults, refundSchema, type RefundBodyOut, type RefundValues } from './refund-values';
import { useRefund } from './use-refund';
import styles from './refund.module.css';

const invalid = (on: boolean) => (on ? 'ion-invalid ion-touched' : undefined);

export interface RefundFlowProps {
  sale: Transaction;
  /** What is still refundable, in cents (the sale's amount less what was refunded). */
  left: number;
  onClose: () => void;
}

type Step = { at: 'form' } | { at: 'confirm'; body: RefundBodyOut } | { at: 'done'; refund: Refund };

/**
 * 'Estornar venda': the amount (all that is left by default; a debit sale only whole) and a
 * reason, then a confirmation that says what the receivables will show, the 'Aguarde...' box,
 * and the result. What is typed is kept as a draft of this sale's refund until sent.
 */
export default function RefundFlow({ sale, left, onClose }: RefundFlowProps) {
  const [step, setStep] = useState<Step>({ at: 'form' });
  const heading = useRef<HTMLParagraphElement>(null);
  // Each step starts where a screen reader and a keyboard read next.
  useEffect(() => heading.current?.focus(), [step.at]);
  if (step.at === 'done') return <RefundDone refund={step.refund} headingRef={heading} onClose={onClose} />;
  return <RefundForm sale={sale} left={left} step={step} headingRef={heading} onStep={setStep} onClose={onClose} />;
}

interface RefundFormProps extends RefundFlowProps {
  step: Exclude<Step, { at: 'done' }>;
  headingRef: React.RefObject<HTMLParagraphElement | null>;
  onStep: (step: Step) => void;
}

function RefundForm({ sale, left, step, headingRef, onStep, onClose }: RefundFormProps) {
  const debit = isDebit(sale);
  const form = useForm<RefundValues, unknown, RefundBodyOut>({
    resolver: valibotResolver(refundSchema(left, debit)),
    mode: 'onTouched',
    defaultValues: refundDefaults(left),
  });
  const draft = useFormDraft(`${REFUND_DRAFT_PREFIX}${sale.transaction_id}`, form, { basedOn: { left } });
  const refund = useRefund(sale.transaction_id);
  const offline = useIsOffline();
  const { errors } = form.formState;

  const send = (body: RefundBodyOut) =>
    refund.mutate(body, {
      onSuccess: (done) => {
        // The result shows in place (a status), so no toast says it twice.
        draft.clear();
        onStep({ at: 'done', refund: done });
      },
    });

  return (
    <DraftGate draft={draft} subject="deste estorno" level={3}>
      {step.at === 'form' ? (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => void form.handleSubmit((body) => onStep({ at: 'confirm', body }))(event)}
        >
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
                errorText={errors.amountCents?.message}
                helperText={debit ? 'Vendas no débito são estornadas por inteiro.' : `Até ${formatCents(left)}.`}
                value={field.value}
                onChange={field.onChange}
                onIonBlur={field.onBlur}
              />
            )}
          />
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
                errorText={errors.reason?.message}
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
      ) : (
        <RefundConfirm
          sale={sale}
          body={step.body}
          left={left}
          headingRef={headingRef}
          error={refund.error?.message}
          pending={refund.isPending}
          offline={offline}
          onConfirm={() => send(step.body)}
          onBack={() => {
            refund.reset();
            onStep({ at: 'form' });
          }}
        />
      )}
    </DraftGate>
  );
}

interface ConfirmProps {
  sale: Transaction;
  body: RefundBodyOut;
  left: number;
  headingRef: React.RefObject<HTMLParagraphElement | null>;
  error: string | undefined;
  pending: boolean;
  offline: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/** What will happen, before it does: the amount, cancelamento or estorno, and the receivables. */
function RefundConfirm({ sale, body, left, headingRef, error, pending, offline, onConfirm, onBack }: ConfirmProps) {
  const kind: RefundKind = refundKindOf(sale.payment_date);
  const whole = body.amount === sale.amount && left === sale.amount;
  const word = KIND_NAMES[kind].toLowerCase();
  return (
    <div className={styles.form}>
      <div className={styles.box}>
        <p ref={headingRef} tabIndex={-1} className={styles.text}>
          Confirme o {word}
        </p>
        <p className={styles.figure}>{formatCents(body.amount)}</p>
        <p className={styles.muted}>
          {whole ? 'Todo o valor da venda' : `De uma venda de ${formatCents(sale.amount)}`}
          {body.reason ? ` · Motivo: ${body.reason}` : ''}
        </p>
        <p className={styles.text}>{kindConsequence(kind, whole)}</p>
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <WaitBox open={pending} detail={`Enviando o ${word}…`} />
      <div className={styles.buttons}>
        <IonButton color="danger" disabled={offline || pending} onClick={onConfirm}>
          {error ? 'Tentar de novo' : `Confirmar ${word}`}
        </IonButton>
        <IonButton fill="outline" color="dark" disabled={pending} onClick={onBack}>
          Voltar
        </IonButton>
      </div>
      <FormOfflineNote />
    </div>
  );
}

interface DoneProps {
  refund: Refund;
  headingRef: React.RefObject<HTMLParagraphElement | null>;
  onClose: () => void;
}

/** The answer: which it was and how much; the sale above is read again meanwhile. */
function RefundDone({ refund, headingRef, onClose }: DoneProps) {
  const name = KIND_NAMES[refund.kind];
  return (
    <div className={styles.form} role="status">
      <div className={styles.box}>
        <p ref={headingRef} tabIndex={-1} className={styles.text}>
          {name} feito
        </p>
        <p className={styles.figure}>{formatCents(refund.amount)}</p>
        <p className={styles.text}>
          {refund.kind === 'CANCELLATION'
            ? 'O valor volta ao cliente e não há tarifa. Os recebíveis da venda foram atualizados.'
            : 'O valor volta ao cliente. Os recebíveis futuros da venda foram reduzidos; se não bastaram, a diferença será descontada do próximo pagamento.'}
        </p>
      </div>
      <div className={styles.buttons}>
        <IonButton fill="outline" color="dark" onClick={onClose}>
          Concluir
        </IonButton>
      </div>
    </div>
  );
}
