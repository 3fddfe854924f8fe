import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSimulateTransaction } from '../api/simulate-transaction';
import {
  MAX_INSTALLMENTS,
  MIN_INSTALLMENTS,
  SimulateFormSchema,
  toSimulateRequest,
  type SimulateFormInput,
  type SimulateFormValues,
} from '../lib/simulate-form';
import { OPERATION } from '@contract/codes/lookups';
import type { SimulateChannel } from '../lib/simulate-options';

const ALL_OPERATIONS = [OPERATION.DEBIT, OPERATION.CREDIT, OPERATION.INSTALLMENTS];
const ALL_INSTALLMENTS = Array.from(
  { length: MAX_INSTALLMENTS - MIN_INSTALLMENTS + 1 },
  (_, i) => MIN_INSTALLMENTS + i,
);

/**
 * The simulation's form and call: the channel and brand chosen narrow the operations and
 * installments to what the plan offers.
 */
export function useSimulateForm(channels: SimulateChannel[]) {
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

  return { form, simulate, submit, channel, operationId, operations, installments };
}
