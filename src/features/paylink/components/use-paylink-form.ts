import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { ApiError } from '@/api';
import { showToast } from '@/ui/toast';
import { useFormDraft } from '@/ui/drafts/use-form-draft';
import type { PaymentMethod } from '@contract/shapes/payment-methods';
import { useSavePaylink } from '../api/mutations';
import { paylinkQueries } from '../api/paylinks';
import type { Paylink } from '../api/schemas';
import {
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

const headlineOf = (body: unknown): string | undefined => {
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message !== '' ? message : undefined;
};

/** The link form's state: its fields, its device draft and the save with its error placement. */
export function usePaylinkForm(
  link: Paylink | undefined,
  offered: readonly PaymentMethod[] | undefined,
  onSaved: (link: Paylink) => void,
) {
  const queryClient = useQueryClient();
  const save = useSavePaylink(link?.id);
  const locked = amountLocked(link);
  const form = useForm<PaylinkFormInput, unknown, PaylinkFormValues>({
    resolver: valibotResolver(PaylinkFormSchema),
    mode: 'onTouched',
    defaultValues: link ? formOf(link) : offered ? newLinkForm(offered) : EMPTY_FORM,
  });
  // An edit's draft is the link's own (its id in the form id) and remembers what it started from.
  const draft = useFormDraft(link ? `paylink:${link.id}` : 'paylink:new', form, { basedOn: link && formOf(link) });

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

  return { form, draft, submit, saving: save.isPending, locked };
}
