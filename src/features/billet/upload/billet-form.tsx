import { IonButton } from '@ionic/react';
import { BILLET_TEXT_MAX as MAX } from '@contract/codes/billets';
import { FormProvider, useForm } from 'react-hook-form';
import { DraftGate, FormOfflineNote } from '@/ui/drafts/draft-gate';
import { useFormDraft } from '@/ui/drafts/use-form-draft';
import { useIsOffline } from '@/ui/page/use-is-offline';
import { Sheet } from '@/ui/sheet/sheet';
import { showToast } from '@/ui/toast';
import { TextField } from '../shared/form-fields';
import { rulesResolver } from '../shared/rules-resolver';
import { serverDetail } from '../shared/server-detail';
import type { BilletUpload } from '../shared/schemas';
import { TermsFields } from '../shared/terms-fields';
import { useSaveUpload } from './api';
import { LayoutField } from './layout-field';
import { serverErrors, toUpload, type BilletFormValues } from './form-values';
import type { BilletFormOpening } from './upload-drafts';
import layout from '../shared/form.module.css';
import styles from './upload.module.css';
import { WaitBox } from '@/ui/loading/wait-box';

export interface BilletFormProps {
  /** What the form opens with (a new boleto, an upload, a refused row) and its draft; undefined = closed. */
  opening: BilletFormOpening | undefined;
  /** Changes with each opening, so the fields start again from `initial`. */
  formKey: string;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * The sheet stays mounted and opens or closes (Ionic moves an open modal's content elsewhere in
 * the page: unmounting it while open breaks React's tree); its form mounts fresh on each opening.
 */
export function BilletForm({ opening, formKey, onClose, onSaved }: BilletFormProps) {
  return (
    <Sheet
      open={opening !== undefined}
      title={opening?.values.id === undefined ? 'Novo boleto' : 'Editar boleto'}
      onClose={onClose}
      wide
    >
      {opening && <BilletFormBody key={formKey} opening={opening} onClose={onClose} onSaved={onSaved} />}
    </Sheet>
  );
}

const resolver = rulesResolver<BilletFormValues, BilletUpload>((values) => toUpload(values));
const Field = TextField<BilletFormValues>;

/**
 * Create or edit one boleto with requirements §5's rules; nothing typed is lost on an error, and it is
 * kept as a draft on the device until saved or discarded.
 */
function BilletFormBody({
  opening,
  onClose,
  onSaved,
}: Omit<BilletFormProps, 'opening' | 'formKey'> & { opening: BilletFormOpening }) {
  const initial = opening.values;
  const form = useForm<BilletFormValues, unknown, BilletUpload>({ defaultValues: initial, resolver });
  const draft = useFormDraft(opening.draftId, form, {
    basedOn: initial.id === undefined ? undefined : initial,
    resume: opening.resume,
  });
  const save = useSaveUpload();
  const offline = useIsOffline();
  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => {
        draft.clear();
        showToast(initial.id === undefined ? 'Boleto salvo.' : 'Boleto alterado.', 'success');
        onSaved();
      },
      onError: (error) => {
        for (const [name, message] of Object.entries(serverErrors(serverDetail(error))))
          form.setError(name as keyof BilletFormValues, { message });
        showToast(error.message);
      },
    }),
  );
  return (
    <DraftGate draft={draft} subject={initial.id === undefined ? 'deste boleto' : 'desta alteração'} level={3}>
      <FormProvider {...form}>
        <form className={layout.stack} noValidate onSubmit={(e) => void submit(e)}>
          <div className={layout.row}>
            <Field name="due_date" label="Vencimento" inputmode="numeric" placeholder="DD/MM/AAAA" maxlength={10} />
            <Field name="value" label="Valor" inputmode="decimal" placeholder="0,00" />
          </div>
          <Field name="external_id" label="Código externo" maxlength={MAX.external_id} />
          <Field name="instructions" label="Instruções" maxlength={MAX.instructions} />
          <LayoutField />
          <TermsFields<BilletFormValues> />
          <h3 className={styles.subTitle}>Pagador</h3>
          <Field name="payer_name" label="Nome" maxlength={MAX.payer_name} autocomplete="name" />
          <div className={layout.row}>
            <Field name="payer_document" label="CPF ou CNPJ" maxlength={MAX.payer_document} />
            <Field name="payer_email" label="E-mail" type="email" inputmode="email" maxlength={MAX.payer_email} />
          </div>
          <div className={layout.row}>
            <Field name="payer_zip_code" label="CEP" inputmode="numeric" maxlength={MAX.payer_zip_code} />
            <Field name="payer_state" label="UF" maxlength={MAX.payer_state} />
            <Field name="payer_city" label="Cidade" maxlength={MAX.payer_city} />
          </div>
          <div className={layout.row}>
            <Field name="payer_street" label="Logradouro" maxlength={MAX.payer_street} />
            <Field name="payer_number" label="Número" maxlength={MAX.payer_number} />
            <Field name="payer_neighborhood" label="Bairro" maxlength={MAX.payer_neighborhood} />
          </div>
          <div className={styles.buttons}>
            <WaitBox open={save.isPending} detail="Salvando o boleto…" />
            <IonButton type="submit" disabled={offline || save.isPending}>
              {save.isPending ? 'Salvando…' : 'Salvar boleto'}
            </IonButton>
            <IonButton fill="outline" color="dark" onClick={onClose}>
              Cancelar
            </IonButton>
          </div>
          <FormOfflineNote />
        </form>
      </FormProvider>
    </DraftGate>
  );
}
