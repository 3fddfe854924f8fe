import { IonButton } from '@/ui/ionic/elements/button';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useId, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useOnlineOnly } from '@/offline/online-only';
import { formatCents } from '@/lib/money';
import { Panel } from '@/ui/page/panel';
import { VisuallyHidden } from '@/ui/page/visually-hidden';
import { useSimulateTransaction } from '../api/simulate-transaction';
import {
  MAX_INSTALLMENTS,
  MIN_INSTALLMENTS,
  OPERATION,
  OPERATION_LABELS,
  SimulateFormSchema,
  toSimulateRequest,
  type SimulateFormInput,
  type SimulateFormValues,
} from '../lib/simulate-form';
import type { SimulateChannel } from '../lib/simulate-options';
import { CurrencyInput } from './currency-input';
import { SimulationResult } from './simulation-result';
import styles from './simulate.module.css';

const ALL_OPERATIONS = [OPERATION.DEBIT, OPERATION.CREDIT, OPERATION.INSTALLMENTS];
const ALL_INSTALLMENTS = Array.from(
  { length: MAX_INSTALLMENTS - MIN_INSTALLMENTS + 1 },
  (_, i) => MIN_INSTALLMENTS + i,
);

/** A label, its control and the field's message, tied together for assistive technology. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={styles.error}>
      {message}
    </p>
  ) : null;
}

/**
 * "Simular venda" (issue 3): what a sale would cost and when its money lands, from the
 * merchant's plan on the server. Online only; offline the form stays usable but the button
 * says why it cannot simulate.
 */
export function SimulateSale({ channels }: { channels: SimulateChannel[] }) {
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;
  const { allowed, reason } = useOnlineOnly();
  const simulate = useSimulateTransaction();
  const form = useForm<SimulateFormInput, unknown, SimulateFormValues>({
    resolver: valibotResolver(SimulateFormSchema),
    mode: 'onTouched',
    defaultValues: {
      amountCents: null,
      channelId: channels[0]?.channelId ?? 1,
      brandId: '',
      operationId: OPERATION.CREDIT,
      installments: 2,
    },
  });
  const { errors } = form.formState;
  const [channelId, brandId, operationId] = useWatch({
    control: form.control,
    name: ['channelId', 'brandId', 'operationId'],
  });
  const channel = channels.find((c) => c.channelId === Number(channelId)) ?? channels[0];
  const brand = channel?.brands.find((b) => String(b.id) === brandId);
  const operations = useMemo(() => brand?.operations ?? ALL_OPERATIONS, [brand]);
  const installments = brand?.installments.length ? brand.installments : ALL_INSTALLMENTS;

  // A brand without débito (Amex) or a channel without the brand: move to what the plan offers.
  useEffect(() => {
    if (brandId !== '' && !brand) form.setValue('brandId', '');
    if (!operations.includes(operationId)) form.setValue('operationId', operations[0] ?? OPERATION.CREDIT);
  }, [brand, brandId, operationId, operations, form]);

  const submit = form.handleSubmit((values) => simulate.mutate(toSimulateRequest(values)));
  const described = (name: string, hasError: boolean) => (hasError ? id(`${name}-error`) : undefined);

  return (
    <Panel title="Simular venda" className={styles.panel}>
      <div className={styles.layout}>
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          {channels.length > 1 && (
            <div className={styles.field}>
              <label htmlFor={id('channel')}>Canal</label>
              <select
                id={id('channel')}
                className={styles.control}
                {...form.register('channelId', { valueAsNumber: true })}
              >
                {channels.map((c) => (
                  <option key={c.channelId} value={c.channelId}>
                    {c.channelName} ({c.planName})
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className={styles.field}>
            <label htmlFor={id('amount')}>Valor</label>
            <Controller
              control={form.control}
              name="amountCents"
              render={({ field, fieldState }) => (
                <CurrencyInput
                  id={id('amount')}
                  ref={field.ref}
                  className={styles.control}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  invalid={fieldState.invalid}
                  describedBy={described('amount', fieldState.invalid)}
                />
              )}
            />
            <FieldError id={id('amount-error')} message={errors.amountCents?.message} />
          </div>
          <div className={styles.field}>
            <label htmlFor={id('brand')}>Bandeira</label>
            <select
              id={id('brand')}
              className={styles.control}
              aria-invalid={errors.brandId !== undefined}
              aria-describedby={described('brand', errors.brandId !== undefined)}
              {...form.register('brandId')}
            >
              <option value="">Selecione</option>
              {channel?.brands.map((b) => (
                <option key={b.id} value={String(b.id)}>
                  {b.name}
                </option>
              ))}
            </select>
            <FieldError id={id('brand-error')} message={errors.brandId?.message} />
          </div>
          <fieldset className={styles.choices}>
            <legend>Operação</legend>
            <Controller
              control={form.control}
              name="operationId"
              render={({ field }) => (
                <div className={styles.segmented}>
                  {operations.map((op) => (
                    <label key={op} className={styles.choice}>
                      <input
                        type="radio"
                        name={field.name}
                        value={op}
                        checked={field.value === op}
                        onChange={() => field.onChange(op)}
                        onBlur={field.onBlur}
                      />
                      <span>{OPERATION_LABELS[op]}</span>
                    </label>
                  ))}
                </div>
              )}
            />
          </fieldset>
          {operationId === OPERATION.INSTALLMENTS && (
            <div className={styles.field}>
              <label htmlFor={id('installments')}>Parcelas</label>
              <select
                id={id('installments')}
                className={styles.control}
                aria-invalid={errors.installments !== undefined}
                aria-describedby={described('installments', errors.installments !== undefined)}
                {...form.register('installments', { valueAsNumber: true })}
              >
                {installments.map((n) => (
                  <option key={n} value={n}>
                    {n}x
                  </option>
                ))}
              </select>
              <FieldError id={id('installments-error')} message={errors.installments?.message} />
            </div>
          )}
          <IonButton type="submit" expand="block" disabled={!allowed || simulate.isPending} title={reason}>
            {simulate.isPending ? 'Simulando…' : 'Simular'}
          </IonButton>
          {reason && (
            <p className={styles.offline} role="status">
              A simulação usa as taxas do seu plano no servidor. {reason}
            </p>
          )}
          {simulate.isError && (
            <p className={styles.error} role="alert">
              {simulate.error.message || 'Não foi possível simular a venda.'}
            </p>
          )}
        </form>
        {/* Always in the page, so the change is announced when a result arrives. */}
        <VisuallyHidden>
          <span role="status">
            {simulate.data ? `Simulação concluída: valor líquido ${formatCents(simulate.data.net_amount)}.` : ''}
          </span>
        </VisuallyHidden>
        {simulate.data ? (
          <SimulationResult simulation={simulate.data} />
        ) : (
          <p className={styles.placeholder}>
            Informe valor, bandeira e operação para ver a taxa, o valor líquido e as datas de recebimento.
          </p>
        )}
      </div>
    </Panel>
  );
}
