import { IonButton, IonInput } from '@ionic/react';
import { useState } from 'react';
import { isoToBr, parseDateBr, today } from '@/lib/dates';
import { formatCents, parseBrlToCents } from '@/lib/money';
import { OFFLINE_REASON } from '@/offline/online-only';
import { useIsOffline } from '@/ui/page/use-is-offline';
import { showToast } from '@/ui/toast';
import type { Billet } from '../shared/schemas';
import { useInstruction } from './api';
import styles from './billets.module.css';

/** 'Alterar boleto': a bank instruction with a new due date and/or value (new line and barcode). */
export function InstructionForm({ billet }: { billet: Billet }) {
  const [due, setDue] = useState(isoToBr(billet.due_date) ?? '');
  const [value, setValue] = useState(formatCents(billet.billet_value).replace(/^R\$\s*/, ''));
  const [errors, setErrors] = useState<{ due?: string; value?: string }>({});
  const instruction = useInstruction();
  const offline = useIsOffline();
  const send = () => {
    const iso = parseDateBr(due);
    const cents = parseBrlToCents(value);
    const found: typeof errors = {};
    if (!iso) found.due = 'Data inválida';
    else if (iso < today()) found.due = `O campo Vencimento deve ser maior ou igual a ${isoToBr(today())}`;
    if (cents === null) found.value = 'Valor inválido';
    else if (cents < 100) found.value = `O Valor mínimo aceito é de ${formatCents(100)}`;
    setErrors(found);
    if (!iso || cents === null || Object.keys(found).length > 0) return;
    const body = {
      ...(iso !== billet.due_date && { due_date: iso }),
      ...(cents !== billet.billet_value && { value: cents }),
    };
    if (Object.keys(body).length === 0) return setErrors({ due: 'Mude o vencimento ou o valor.' });
    instruction.mutate(
      { id: billet.billet_id, ourNumber: billet.our_number ?? '', body },
      {
        onSuccess: (b) =>
          showToast(`Boleto alterado: vence em ${isoToBr(b.due_date)}, ${formatCents(b.billet_value)}.`, 'success'),
        onError: (e) => showToast(e.message),
      },
    );
  };
  return (
    <section aria-labelledby="instruction-title" className={styles.section}>
      <h3 id="instruction-title" className={styles.subTitle}>
        Alterar boleto
      </h3>
      <div className={styles.inline}>
        <IonInput
          label="Vencimento"
          labelPlacement="stacked"
          fill="outline"
          inputmode="numeric"
          maxlength={10}
          value={due}
          errorText={errors.due}
          className={errors.due ? 'ion-invalid ion-touched' : undefined}
          onIonInput={(e) => setDue(String(e.detail.value ?? ''))}
        />
        <IonInput
          label="Valor"
          labelPlacement="stacked"
          fill="outline"
          inputmode="decimal"
          value={value}
          errorText={errors.value}
          className={errors.value ? 'ion-invalid ion-touched' : undefined}
          onIonInput={(e) => setValue(String(e.detail.value ?? ''))}
        />
        <IonButton
          fill="outline"
          color="dark"
          disabled={offline || instruction.isPending}
          title={offline ? OFFLINE_REASON : undefined}
          onClick={send}
        >
          {instruction.isPending ? 'Aguarde...' : 'Enviar instrução'}
        </IonButton>
      </div>
    </section>
  );
}
