import { IonButton } from '@ionic/react';
import { IonCheckbox } from '@/ui/ionic/checkbox';
import { IonInput } from '@/ui/ionic/input';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '@/api';
import { showToast } from '@/ui/toast';
import { ChoiceSelect } from '@/ui/inputs/choice-select';
import { DateInput } from '@/ui/inputs/date-input';
import { MoneyInput } from '@/ui/inputs/money-input';
import { DraftGate, FormOfflineNote } from '@/ui/drafts/draft-gate';
import { useFormDraft } from '@/ui/drafts/use-form-draft';
import { ButtonLink } from '@/ui/link/button-link';
import { useIsOffline } from '@/ui/page/use-is-offline';
import { useSavePaylink } from '../api/mutations';
import { paylinkQueries } from '../api/paylinks';
import { PAYMENT_METHODS, type PaymentMethod } from '@contract/shapes/payment-methods';
import { MAX_INSTALLMENTS, PAYLINK_LABELS as LABELS } from '@contract/paylinks';
import type { Paylink } from '../api/schemas';
import { METHOD_LABELS } from '../lib/labels';
import {
  AMOUNT_LOCKED_REASON,
  amountLocked,
  EMPTY_FORM,
  formOf,
  newLinkForm,
  PaylinkFormSchema,
  serverFieldErrors,
  toPaylinkRequest,
  type PaylinkFormInput,
  type PaylinkFormValues,
} from '../lib/paylink-form';
import styles from './paylink-form.module.css';

const INSTALLMENT_CHOICES = Array.from({ length: MAX_INSTALLMENTS }, (_, i) => ({
  value: String(i + 1),
  label: i === 0 ? '1x (à vista)' : `${i + 1}x sem juros`,
}));

const headlineOf = (body: unknown): string | undefined => {
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message !== '' ? message : undefined;
};

const invalid = (on: boolean) => (on ? 'ion-invalid ion-touched' : undefined);

export interface PaylinkFormProps {
  /** The link being edited; none for a new one. */
  link?: Paylink | undefined;
  /**
   * The methods the merchant can offer (`offeredMethods` of its plans): a new link has them all
   * ticked, and only they are shown (with any an edited link already has). Unknown: all three
   * shown, card and Pix ticked.
   */
  offered?: readonly PaymentMethod[] | undefined;
  onSaved: (link: Paylink) => void;
}

/**
 * Creates or edits a link with requirements §5's rules and messages. What is typed is kept as a
 * draft on the device until saved or discarded (a reload offers it back). A failed save keeps
 * everything typed on screen, says why inline and in a toast; offline the button says why it
 * cannot save. Saving opens the share page (the caller's `onSaved`).
 */
export function PaylinkForm({ link, offered, onSaved }: PaylinkFormProps) {
  const offline = useIsOffline();
  const queryClient = useQueryClient();
  const save = useSavePaylink(link?.id);
  const ids = useId();
  const locked = amountLocked(link);
  const form = useForm<PaylinkFormInput, unknown, PaylinkFormValues>({
    resolver: valibotResolver(PaylinkFormSchema),
    mode: 'onTouched',
    defaultValues: link ? formOf(link) : offered ? newLinkForm(offered) : EMPTY_FORM,
  });
  // An edit's draft is the link's own (its id in the form id) and remembers what it started from.
  const draft = useFormDraft(link ? `paylink:${link.id}` : 'paylink:new', form, { basedOn: link && formOf(link) });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    const body = toPaylinkRequest(values);
    // A paid link keeps its amount: send the one it has, whatever the (disabled) field holds.
    if (link && locked) body.amount = link.amount;
    save.mutate(body, {
      onSuccess: (link) => {
        draft.clear();
        onSaved(link);
      },
      onError: (error) => {
        const message = error.message || 'Não foi possível salvar o link.';
        showToast(message);
        if (error instanceof ApiError && error.status === 409) {
          // Paid meanwhile: the field locks once the link is read again.
          form.setError('amountCents', { message });
          if (link) void queryClient.invalidateQueries({ queryKey: paylinkQueries.detail(link.id).queryKey });
        } else {
          const fields = error instanceof ApiError ? serverFieldErrors(error.body) : {};
          const named = Object.entries(fields);
          for (const [name, text] of named) form.setError(name as keyof PaylinkFormInput, { message: text });
          // Each rule shows under its field: the summary then needs only the server's headline.
          const headline = named.length > 0 && error instanceof ApiError ? headlineOf(error.body) : undefined;
          form.setError('root.server', { message: headline ?? message });
        }
      },
    });
  });

  return (
    <DraftGate draft={draft} subject={link ? 'deste link' : 'de link novo'}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <Controller
          control={form.control}
          name="description"
          render={({ field, fieldState }) => (
            <IonInput
              label={LABELS.description}
              labelPlacement="stacked"
              fill="outline"
              autocomplete="off"
              placeholder="Ex.: Bolo de chocolate, 2 kg"
              className={invalid(fieldState.invalid)}
              errorText={errors.description?.message}
              value={field.value}
              onIonInput={(event) => field.onChange(event.detail.value ?? '')}
              onIonBlur={field.onBlur}
            />
          )}
        />
        <Controller
          control={form.control}
          name="amountCents"
          render={({ field, fieldState }) => (
            <MoneyInput
              label={LABELS.amount}
              labelPlacement="stacked"
              fill="outline"
              disabled={locked}
              className={invalid(fieldState.invalid)}
              errorText={errors.amountCents?.message}
              helperText={locked ? AMOUNT_LOCKED_REASON : undefined}
              value={field.value}
              onChange={field.onChange}
              onIonBlur={field.onBlur}
            />
          )}
        />
        <Controller
          control={form.control}
          name="maxInstallments"
          render={({ field }) => (
            <ChoiceSelect
              label={LABELS.maxInstallments}
              value={String(field.value)}
              choices={INSTALLMENT_CHOICES}
              onChange={(value) => field.onChange(Number(value))}
              onBlur={field.onBlur}
              errorText={errors.maxInstallments?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="paymentMethods"
          render={({ field }) => (
            <fieldset
              className={styles.group}
              aria-describedby={errors.paymentMethods ? `${ids}-methods-error` : undefined}
            >
              <legend className={styles.legend}>{LABELS.paymentMethods}</legend>
              <div className={styles.options}>
                {PAYMENT_METHODS.filter(
                  (method) => !offered || offered.includes(method) || field.value.includes(method),
                ).map((method) => (
                  <IonCheckbox
                    key={method}
                    labelPlacement="end"
                    justify="start"
                    value={method}
                    checked={field.value.includes(method)}
                    onIonChange={(event) => {
                      const next = event.detail.checked
                        ? [...field.value.filter((m) => m !== method), method]
                        : field.value.filter((m) => m !== method);
                      field.onChange(PAYMENT_METHODS.filter((m) => next.includes(m)));
                      field.onBlur();
                    }}
                  >
                    {METHOD_LABELS[method]}
                  </IonCheckbox>
                ))}
              </div>
              {errors.paymentMethods && (
                <p id={`${ids}-methods-error`} className={styles.error}>
                  {errors.paymentMethods.message}
                </p>
              )}
            </fieldset>
          )}
        />
        <Controller
          control={form.control}
          name="expiresAt"
          render={({ field, fieldState }) => (
            <DateInput
              label={LABELS.expiresAt}
              labelPlacement="stacked"
              fill="outline"
              className={invalid(fieldState.invalid)}
              errorText={errors.expiresAt?.message}
              helperText="Opcional: em branco, o link não expira."
              value={field.value}
              onChange={field.onChange}
              onIonBlur={field.onBlur}
            />
          )}
        />
        <Controller
          control={form.control}
          name="reusable"
          render={({ field }) => (
            <div className={styles.reusable}>
              {/* A checkbox, not IonToggle: the same yes/no, and the checkbox is already on the first
                screen while the toggle would add 5 KiB gzip to it (decision 015). */}
              <IonCheckbox
                labelPlacement="end"
                justify="start"
                checked={field.value}
                aria-describedby={`${ids}-reusable-help`}
                onIonChange={(event) => field.onChange(event.detail.checked)}
              >
                {LABELS.reusable}
              </IonCheckbox>
              <p id={`${ids}-reusable-help`} className={styles.help}>
                O link continua aberto depois de pago, para receber de vários clientes.
              </p>
            </div>
          )}
        />
        {errors.root?.server && (
          <p className={styles.serverError} role="alert">
            {errors.root.server.message}
          </p>
        )}
        <div className={styles.actions}>
          <IonButton type="submit" disabled={offline || save.isPending}>
            {save.isPending ? 'Salvando…' : link ? 'Salvar alterações' : 'Criar link'}
          </IonButton>
          <ButtonLink to="/paylink/list" fill="outline" color="dark">
            Cancelar
          </ButtonLink>
        </div>
        <FormOfflineNote className={styles.help} />
      </form>
    </DraftGate>
  );
}
