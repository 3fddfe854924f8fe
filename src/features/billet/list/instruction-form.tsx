import { IonButton, IonInput } from '@ionic/react';
import { useState } from 'react';
import { ApiError } from '@/api';
import { isoToBr } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { OFFLINE_REASON } from '@/offline/online-only';
import { useIsOffline } from '@/ui/page/use-is-offline';
import { showToast } from '@/ui/toast';
import type { Billet } from '../shared/schemas';
import { TermsFields } from '../shared/terms-fields';
import { useInstruction } from './api';
import {
  instructionServerErrors,
  instructionValuesOf,
  toInstruction,
  type InstructionErrors,
  type InstructionValues,
} from './instruction-values';
import styles from './billets.module.css';

/**
 * 'Alterar boleto': a bank instruction on a registered boleto — due date, value, penalty, fees or
 * discounts. Closed by default so the detail stays short on a phone; what was typed stays on an
 * error (the server's messages go under their fields).
 */
export function InstructionForm({ billet }: { billet: Billet }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<InstructionValues>(() => instructionValuesOf(billet));
  const [errors, setErrors] = useState<InstructionErrors>({});
  const instruction = useInstruction();
  const offline = useIsOffline();
  const set = (patch: Partial<InstructionValues>) => {
    setValues({ ...values, ...patch });
    // 'Nada mudou' no longer holds once something is typed.
    if (errors.form) setErrors({ ...errors, form: undefined });
  };
  const send = () => {
    const { body, errors: found } = toInstruction(values, billet);
    setErrors(found);
    if (!body) return;
    instruction.mutate(
      { id: billet.billet_id, ourNumber: billet.our_number ?? '', body },
      {
        onSuccess: (b) =>
          showToast(`Boleto alterado: vence em ${isoToBr(b.due_date)}, ${formatCents(b.billet_value)}.`, 'success'),
        onError: (e) => {
          const answer = e instanceof ApiError ? (e.body as { detail?: unknown } | null) : null;
          setErrors(instructionServerErrors(Array.isArray(answer?.detail) ? answer.detail.map(String) : []));
          showToast(e.message);
        },
      },
    );
  };
  const input = (name: 'due_date' | 'value', label: string, extra: Partial<React.ComponentProps<typeof IonInput>>) => (
    <IonInput
      label={label}
      labelPlacement="stacked"
      fill="outline"
      value={values[name]}
      errorText={errors[name]}
      className={errors[name] ? 'ion-invalid ion-touched' : undefined}
      onIonInput={(e) => set({ [name]: String(e.detail.value ?? '') })}
      {...extra}
    />
  );
  return (
    <section aria-labelledby="instruction-title" className={styles.section}>
      <h3 id="instruction-title" className={styles.subTitle}>
        Alterar boleto
      </h3>
      {!open ? (
        <div className={styles.inline}>
          <p className={styles.muted}>Mude vencimento, valor, multa, juros ou descontos: o banco recebe a instrução.</p>
          <IonButton fill="outline" color="dark" onClick={() => setOpen(true)}>
            Alterar vencimento, valor ou encargos
          </IonButton>
        </div>
      ) : (
        <form
          className={styles.section}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send();
          }}
        >
          <div className={styles.inline}>
            {input('due_date', 'Vencimento', { inputmode: 'numeric', placeholder: 'DD/MM/AAAA', maxlength: 10 })}
            {input('value', 'Valor', { inputmode: 'decimal', placeholder: '0,00' })}
          </div>
          <TermsFields values={values} errors={errors} onChange={set} />
          {errors.form && (
            <p role="alert" className={styles.muted}>
              {errors.form}
            </p>
          )}
          <div className={styles.inline}>
            <IonButton
              type="submit"
              disabled={offline || instruction.isPending}
              title={offline ? OFFLINE_REASON : undefined}
            >
              {instruction.isPending ? 'Aguarde...' : 'Enviar instrução'}
            </IonButton>
            <IonButton fill="outline" color="dark" onClick={() => setOpen(false)}>
              Fechar
            </IonButton>
          </div>
        </form>
      )}
    </section>
  );
}
