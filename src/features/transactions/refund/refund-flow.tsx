import { IonButton } from '@ionic/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Refund, RefundKind } from '@contract/refunds';
import type { Receivable } from '@contract/shapes/receivable';
import { formatCents } from '@/lib/money';
import { DraftGate, FormOfflineNote } from '@/ui/drafts/draft-gate';
import { useFormDraft } from '@/ui/drafts/use-form-draft';
import { WaitBox } from '@/ui/loading/wait-box';
import { useIsOffline } from '@/ui/page/use-is-offline';
import type { Transaction } from '../api/schemas';
import { isDebit } from './refundable';
import { REFUND_DRAFT_PREFIX } from './refund-ids';
import { RefundDone } from './refund-done';
import { RefundFormStep } from './refund-form-step';
import { kindConsequence, KIND_NAMES, refundKindOf } from './refund-kind';
import { refundDefaults, refundSchema, type RefundBodyOut, type RefundValues } from './refund-values';
import { forecastRefund, type ForecastInstallment } from './refund-where';
import { useRefund } from './use-refund';
import { useForecastInstallments } from './use-refund-forecast';
import styles from './refund.module.css';

export interface RefundFlowProps {
  sale: Transaction;
  /** What is still refundable, in cents (the sale's amount less what was refunded). */
  left: number;
  /** The sale's installments: the confirmation says where the money will come from. */
  receivables?: readonly Receivable[] | undefined;
  onClose: () => void;
}

type Step = { at: 'form' } | { at: 'confirm'; body: RefundBodyOut } | { at: 'done'; refund: Refund };

/**
 * 'Estornar venda': the amount (all that is left by default; a debit sale only whole) and a
 * reason, then a confirmation that says where the money will come from (the installments to be
 * paid, the next payment, or both), the 'Aguarde...' box, and the result, which says where it
 * came from. What is typed is kept as a draft of this sale's refund until sent.
 */
export default function RefundFlow({ sale, left, receivables, onClose }: RefundFlowProps) {
  const [step, setStep] = useState<Step>({ at: 'form' });
  const heading = useRef<HTMLParagraphElement>(null);
  // Each step starts where a screen reader and a keyboard read next.
  useEffect(() => heading.current?.focus(), [step.at]);
  if (step.at === 'done') return <RefundDone refund={step.refund} headingRef={heading} onClose={onClose} />;
  return (
    <RefundForm
      sale={sale}
      left={left}
      receivables={receivables}
      step={step}
      headingRef={heading}
      onStep={setStep}
      onClose={onClose}
    />
  );
}

interface RefundFormProps extends RefundFlowProps {
  step: Exclude<Step, { at: 'done' }>;
  headingRef: React.RefObject<HTMLParagraphElement | null>;
  onStep: (step: Step) => void;
}

function RefundForm({ sale, left, receivables, step, headingRef, onStep, onClose }: RefundFormProps) {
  const debit = isDebit(sale);
  // Asked as the form opens, so the confirmation knows where the money will come from.
  const installments = useForecastInstallments(receivables);
  const form = useForm<RefundValues, unknown, RefundBodyOut>({
    resolver: valibotResolver(refundSchema(left, debit)),
    mode: 'onTouched',
    defaultValues: refundDefaults(left),
  });
  const draft = useFormDraft(`${REFUND_DRAFT_PREFIX}${sale.transaction_id}`, form, { basedOn: { left } });
  const refund = useRefund(sale.transaction_id);
  const offline = useIsOffline();

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
        <RefundFormStep
          form={form}
          sale={sale}
          left={left}
          debit={debit}
          headingRef={headingRef}
          onContinue={(body) => onStep({ at: 'confirm', body })}
          onClose={onClose}
        />
      ) : (
        <RefundConfirm
          sale={sale}
          body={step.body}
          left={left}
          installments={installments}
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
  installments: ForecastInstallment[] | undefined;
  headingRef: React.RefObject<HTMLParagraphElement | null>;
  error: string | undefined;
  pending: boolean;
  offline: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/** What will happen, before it does: the amount, cancelamento or estorno, and where it comes from. */
function RefundConfirm(props: ConfirmProps) {
  const { sale, body, left, installments, headingRef, error, pending, offline, onConfirm, onBack } = props;
  const kind: RefundKind = refundKindOf(sale.payment_date);
  const whole = body.amount === sale.amount && left === sale.amount;
  const forecast = installments && forecastRefund(installments, body.amount);
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
        <p className={styles.text}>{kindConsequence(kind, whole, forecast)}</p>
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
