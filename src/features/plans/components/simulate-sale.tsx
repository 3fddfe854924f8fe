import { IonButton } from '@ionic/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useOnlineOnly } from '@/offline/online-only';
import { formatCents } from '@/lib/money';
import { ChoiceSelect } from '@/ui/inputs/choice-select';
import { MoneyInput } from '@/ui/inputs/money-input';
import { ChoiceSegment } from '@/ui/page/choice-segment';
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
import { SimulationResult } from './simulation-result';
import styles from './simulate.module.css';

const ALL_OPERATIONS = [OPERATION.DEBIT, OPERATION.CREDIT, OPERATION.INSTALLMENTS];
const ALL_INSTALLMENTS = Array.from(
  { length: MAX_INSTALLMENTS - MIN_INSTALLMENTS + 1 },
  (_, i) => MIN_INSTALLMENTS + i,
);

/**
 * "Simular venda" (issue 3): what a sale would cost and when its money lands, from the
 * merchant's plan on the server. Online only; offline the form stays usable but the button
 * says why it cannot simulate.
 */
export function SimulateSale({ channels }: { channels: SimulateChannel[] }) {
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

  return (
    <Panel title="Simular venda" className={styles.panel}>
      <div className={styles.layout}>
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          {channels.length > 1 && (
            <Controller
              control={form.control}
              name="channelId"
              render={({ field }) => (
                <ChoiceSelect
                  label="Canal"
                  value={String(field.value)}
                  choices={channels.map((c) => ({
                    value: String(c.channelId),
                    label: `${c.channelName} (${c.planName})`,
                  }))}
                  onChange={(value) => field.onChange(Number(value))}
                  onBlur={field.onBlur}
                />
              )}
            />
          )}
          <Controller
            control={form.control}
            name="amountCents"
            render={({ field, fieldState }) => (
              <MoneyInput
                label="Valor"
                labelPlacement="stacked"
                fill="outline"
                className={fieldState.invalid ? 'ion-invalid ion-touched' : undefined}
                errorText={errors.amountCents?.message}
                value={field.value}
                onChange={field.onChange}
                onIonBlur={field.onBlur}
              />
            )}
          />
          <Controller
            control={form.control}
            name="brandId"
            render={({ field }) => (
              <ChoiceSelect
                label="Bandeira"
                value={field.value}
                choices={(channel?.brands ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
                onChange={field.onChange}
                onBlur={field.onBlur}
                errorText={errors.brandId?.message}
              />
            )}
          />
          <div className={styles.choices}>
            <p className={styles.choicesLabel}>Operação</p>
            <Controller
              control={form.control}
              name="operationId"
              render={({ field }) => (
                <ChoiceSegment
                  label="Operação"
                  value={field.value}
                  choices={operations.map((op) => ({ value: op, label: OPERATION_LABELS[op] }))}
                  onChange={field.onChange}
                />
              )}
            />
          </div>
          {operationId === OPERATION.INSTALLMENTS && (
            <Controller
              control={form.control}
              name="installments"
              render={({ field }) => (
                <ChoiceSelect
                  label="Parcelas"
                  value={String(field.value)}
                  choices={installments.map((n) => ({ value: String(n), label: `${n}x` }))}
                  onChange={(value) => field.onChange(Number(value))}
                  onBlur={field.onBlur}
                  errorText={errors.installments?.message}
                />
              )}
            />
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
