import { Controller, type Control } from 'react-hook-form';
import { ChoiceSelect } from '@/ui/inputs/choice-select';
import { MoneyInput } from '@/ui/inputs/money-input';
import { ChoiceSegment } from '@/ui/page/choice-segment';
import {
  OPERATION_LABELS,
  type OperationId,
  type SimulateFormInput,
  type SimulateFormValues,
} from '../lib/simulate-form';
import type { SimulateChannel } from '../lib/simulate-options';
import styles from './simulate.module.css';

type FormControl = Control<SimulateFormInput, unknown, SimulateFormValues>;

export function ChannelField({ control, channels }: { control: FormControl; channels: SimulateChannel[] }) {
  return (
    <Controller
      control={control}
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
  );
}

export function AmountField({ control }: { control: FormControl }) {
  return (
    <Controller
      control={control}
      name="amountCents"
      render={({ field, fieldState }) => (
        <MoneyInput
          label="Valor"
          labelPlacement="stacked"
          fill="outline"
          className={fieldState.invalid ? 'ion-invalid ion-touched' : undefined}
          errorText={fieldState.error?.message}
          value={field.value}
          onChange={field.onChange}
          onIonBlur={field.onBlur}
        />
      )}
    />
  );
}

/** The brands of the chosen channel. */
export function BrandField({ control, channel }: { control: FormControl; channel: SimulateChannel | undefined }) {
  return (
    <Controller
      control={control}
      name="brandId"
      render={({ field, fieldState }) => (
        <ChoiceSelect
          label="Bandeira"
          value={field.value}
          choices={(channel?.brands ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
          onChange={field.onChange}
          onBlur={field.onBlur}
          errorText={fieldState.error?.message}
        />
      )}
    />
  );
}

export function OperationField({ control, operations }: { control: FormControl; operations: readonly OperationId[] }) {
  return (
    <div className={styles.choices}>
      <p className={styles.choicesLabel}>Operação</p>
      <Controller
        control={control}
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
  );
}

export function InstallmentsField({
  control,
  installments,
}: {
  control: FormControl;
  installments: readonly number[];
}) {
  return (
    <Controller
      control={control}
      name="installments"
      render={({ field, fieldState }) => (
        <ChoiceSelect
          label="Parcelas"
          value={String(field.value)}
          choices={installments.map((n) => ({ value: String(n), label: `${n}x` }))}
          onChange={(value) => field.onChange(Number(value))}
          onBlur={field.onBlur}
          errorText={fieldState.error?.message}
        />
      )}
    />
  );
}
