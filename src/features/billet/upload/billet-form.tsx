import { IonButton, IonInput } from '@ionic/react';
import { useState } from 'react';
import { ApiError } from '@/api';
import { OFFLINE_REASON } from '@/offline/online-only';
import { useIsOffline } from '@/ui/page/use-is-offline';
import { Sheet } from '@/ui/sheet/sheet';
import { showToast } from '@/ui/toast';
import { TermsFields } from '../shared/terms-fields';
import { useSaveUpload } from './api';
import { serverErrors, toUpload, type BilletFormValues, type FormErrors } from './form-values';
import styles from './upload.module.css';

export interface BilletFormProps {
  /** What the form opens with (a new boleto, an upload, a refused row); undefined = closed. */
  initial: BilletFormValues | undefined;
  /** Changes with each opening, so the fields start again from `initial`. */
  formKey: string;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * The sheet stays mounted and opens or closes (Ionic moves an open modal's content elsewhere in
 * the page: unmounting it while open breaks React's tree); its form mounts fresh on each opening.
 */
export function BilletForm({ initial, formKey, onClose, onSaved }: BilletFormProps) {
  return (
    <Sheet
      open={initial !== undefined}
      title={initial?.id === undefined ? 'Novo boleto' : 'Editar boleto'}
      onClose={onClose}
      wide
    >
      {initial && <BilletFormBody key={formKey} initial={initial} onClose={onClose} onSaved={onSaved} />}
    </Sheet>
  );
}

type Field = keyof BilletFormValues;

/** Create or edit one boleto with spec §5's rules; nothing typed is lost on an error. */
function BilletFormBody({
  initial,
  onClose,
  onSaved,
}: Omit<BilletFormProps, 'initial' | 'formKey'> & { initial: BilletFormValues }) {
  const [values, setValues] = useState<BilletFormValues>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const save = useSaveUpload();
  const offline = useIsOffline();
  const set = (patch: Partial<BilletFormValues>) => setValues({ ...values, ...patch });
  const input = (name: Field, label: string, extra: Partial<React.ComponentProps<typeof IonInput>> = {}) => (
    <IonInput
      label={label}
      labelPlacement="stacked"
      fill="outline"
      value={values[name] as string}
      errorText={errors[name]}
      className={errors[name] ? 'ion-invalid ion-touched' : undefined}
      onIonInput={(e) => set({ [name]: String(e.detail.value ?? '') })}
      {...extra}
    />
  );
  const submit = () => {
    const { body, errors: found } = toUpload(values);
    setErrors(found);
    if (!body) return;
    save.mutate(body, {
      onSuccess: () => {
        showToast(values.id === undefined ? 'Boleto salvo.' : 'Boleto alterado.', 'success');
        onSaved();
      },
      onError: (error) => {
        const body = error instanceof ApiError ? (error.body as { detail?: unknown } | null) : null;
        const detail = Array.isArray(body?.detail) ? body.detail.map(String) : [];
        setErrors(serverErrors(detail));
        showToast(error.message);
      },
    });
  };
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className={styles.row}>
        {input('due_date', 'Vencimento', { inputmode: 'numeric', placeholder: 'DD/MM/AAAA', maxlength: 10 })}
        {input('value', 'Valor', { inputmode: 'decimal', placeholder: '0,00' })}
      </div>
      {input('external_id', 'Código externo', { maxlength: 50 })}
      {input('instructions', 'Instruções', { maxlength: 255 })}
      <TermsFields values={values} errors={errors} onChange={set} />
      <h3 className={styles.subTitle}>Pagador</h3>
      {input('payer_name', 'Nome', { maxlength: 100, autocomplete: 'name' })}
      <div className={styles.row}>
        {input('payer_document', 'CPF ou CNPJ', { maxlength: 18 })}
        {input('payer_email', 'E-mail', { type: 'email', inputmode: 'email' })}
      </div>
      <div className={styles.row}>
        {input('payer_zip_code', 'CEP', { inputmode: 'numeric', maxlength: 9 })}
        {input('payer_state', 'UF', { maxlength: 2 })}
        {input('payer_city', 'Cidade', { maxlength: 60 })}
      </div>
      <div className={styles.row}>
        {input('payer_street', 'Logradouro', { maxlength: 120 })}
        {input('payer_number', 'Número', { maxlength: 10 })}
        {input('payer_neighborhood', 'Bairro', { maxlength: 60 })}
      </div>
      <div className={styles.buttons}>
        <IonButton type="submit" disabled={offline || save.isPending} title={offline ? OFFLINE_REASON : undefined}>
          {save.isPending ? 'Salvando…' : 'Salvar boleto'}
        </IonButton>
        <IonButton fill="outline" color="dark" onClick={onClose}>
          Cancelar
        </IonButton>
      </div>
    </form>
  );
}
