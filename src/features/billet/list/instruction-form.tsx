import { IonButton } from '@ionic/react';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { isoToBr } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { DraftGate, FormOfflineNote } from '@/ui/drafts/draft-gate';
import { useDrafts } from '@/ui/drafts/use-draft-store';
import { useFormDraft } from '@/ui/drafts/use-form-draft';
import { useIsOffline } from '@/ui/page/use-is-offline';
import { showToast } from '@/ui/toast';
import { TextField } from '../shared/form-fields';
import { rulesResolver } from '../shared/rules-resolver';
import { serverDetail } from '../shared/server-detail';
import type { Billet } from '@contract/billets';
import { TermsFields } from '../shared/terms-fields';
import { useInstruction } from './api';
import {
  instructionServerErrors,
  instructionValuesOf,
  toInstruction,
  type InstructionBody,
  type InstructionValues,
} from './instruction-values';
import styles from './billets.module.css';
import { WaitBox } from '@/ui/loading/wait-box';

const Field = TextField<InstructionValues>;

const hasTerms = (b: Billet) => b.penalty !== undefined && b.fees !== undefined && b.discounts !== undefined;

const draftIdOf = (billet: Billet) => `billet-instruction:${billet.billet_id}`;

/**
 * 'Alterar boleto': a bank instruction on a registered boleto — due date, value, penalty, fees or
 * discounts. Closed by default so the detail stays short on a phone; open when this boleto has
 * an instruction's draft, to offer it back.
 */
export function InstructionForm({ billet }: { billet: Billet }) {
  const draftId = draftIdOf(billet);
  const drafted = useDrafts(draftId).some((draft) => draft.formId === draftId);
  const [chosen, setOpen] = useState<boolean>();
  const open = chosen ?? drafted;
  return (
    <section aria-labelledby="instruction-title" className={styles.section}>
      <h3 id="instruction-title" className={styles.subTitle}>
        Alterar boleto
      </h3>
      {open ? (
        <InstructionFields billet={billet} onClose={() => setOpen(false)} />
      ) : (
        <div className={styles.inline}>
          <p className={styles.muted}>Mude vencimento, valor, multa, juros ou descontos: o banco recebe a instrução.</p>
          <IonButton fill="outline" color="dark" onClick={() => setOpen(true)}>
            Alterar vencimento, valor ou encargos
          </IonButton>
        </div>
      )}
    </section>
  );
}

/**
 * The instruction's form: only what changed is sent; on an error everything typed stays, and it
 * is kept as a draft of this boleto until sent or discarded.
 */
function InstructionFields({ billet, onClose }: { billet: Billet; onClose: () => void }) {
  const form = useForm<InstructionValues, unknown, InstructionBody>({
    defaultValues: instructionValuesOf(billet),
    resolver: rulesResolver<InstructionValues, InstructionBody>((values) => toInstruction(values, billet)),
  });
  const draft = useFormDraft(draftIdOf(billet), form, { basedOn: instructionValuesOf(billet) });
  const instruction = useInstruction();
  const offline = useIsOffline();
  // 'Nada mudou' no longer holds once something is typed.
  useEffect(() => form.subscribe({ formState: { values: true }, callback: () => form.clearErrors('root') }), [form]);
  const submit = form.handleSubmit((body) =>
    instruction.mutate(
      { id: billet.billet_id, ourNumber: billet.our_number ?? '', body },
      {
        onSuccess: (b) => {
          draft.clear();
          showToast(`Boleto alterado: vence em ${isoToBr(b.due_date)}, ${formatCents(b.billet_value)}.`, 'success');
        },
        onError: (e) => {
          for (const [name, message] of Object.entries(instructionServerErrors(serverDetail(e))))
            form.setError(name as keyof InstructionValues, { message });
          showToast(e.message);
        },
      },
    ),
  );
  const rootError = form.formState.errors.root?.message;
  return (
    <DraftGate draft={draft} subject="desta instrução" level={3}>
      <FormProvider {...form}>
        <form className={styles.section} noValidate onSubmit={(e) => void submit(e)}>
          <div className={styles.inline}>
            <Field name="due_date" label="Vencimento" inputmode="numeric" placeholder="DD/MM/AAAA" maxlength={10} />
            <Field name="value" label="Valor" inputmode="decimal" placeholder="0,00" />
          </div>
          {/* Terms a backend did not send cannot be shown as they stand, so they are not offered:
              an untouched 'Isento' must never replace what the bank holds. */}
          {hasTerms(billet) ? (
            <TermsFields<InstructionValues> />
          ) : (
            <p className={styles.muted}>Multa, juros e descontos deste boleto não estão disponíveis para alteração.</p>
          )}
          {rootError && (
            <p role="alert" className={styles.muted}>
              {rootError}
            </p>
          )}
          <WaitBox open={instruction.isPending} detail="Enviando a instrução ao banco…" />
          <div className={styles.inline}>
            <IonButton type="submit" disabled={offline || instruction.isPending}>
              {instruction.isPending ? 'Aguarde...' : 'Enviar instrução'}
            </IonButton>
            <IonButton fill="outline" color="dark" onClick={onClose}>
              Fechar
            </IonButton>
          </div>
          <FormOfflineNote />
        </form>
      </FormProvider>
    </DraftGate>
  );
}
