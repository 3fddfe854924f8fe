import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftStoreFor, type Draft } from '@/offline/drafts';
import { findIon } from '@/ui/testing/ionic';
import { DraftGate } from './draft-gate';
import { fingerprint } from './draft-values';
import { useFormDraft } from './use-form-draft';

vi.mock('@/auth', () => ({
  useSessionUser: () => ({ sub: 'alice-uuid', merchantId: 1 }),
  useIsReadOnlySession: () => false,
}));

interface Values {
  description: string;
  kind: string;
  fixed: string;
}
const EMPTY: Values = { description: '', kind: 'none', fixed: '' };
const KEY = 'pdv:draft:alice-uuid:1:paylink%3Anew';
// 14/11/2023 19:13 in São Paulo.
const SAVED_AT = Date.UTC(2023, 10, 14, 22, 13);

interface HarnessProps {
  formId?: string;
  defaults?: Values;
  basedOn?: unknown;
  resume?: boolean;
  onSubmit?: () => Promise<void>;
}

function Harness({ formId = 'paylink:new', defaults = EMPTY, basedOn, resume, onSubmit }: HarnessProps) {
  const form = useForm<Values>({ defaultValues: defaults });
  const draft = useFormDraft(formId, form, { basedOn, resume });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const submit = form.handleSubmit(async () => {
    await onSubmit?.();
    draft.clear();
  });
  return (
    <DraftGate draft={draft} subject="deste link">
      <form onSubmit={(event) => void submit(event)}>
        <label>
          Descrição
          <input {...form.register('description')} />
        </label>
        <label>
          Tipo
          <select {...form.register('kind')}>
            <option value="none">Sem valor</option>
            <option value="fixed">Valor fixo</option>
          </select>
        </label>
        {/* A field that only appears after a choice. */}
        {kind === 'fixed' && (
          <label>
            Valor
            <input {...form.register('fixed')} />
          </label>
        )}
        <button type="submit">Enviar</button>
      </form>
    </DraftGate>
  );
}

const stored = (key = KEY) => JSON.parse(localStorage.getItem(key) ?? 'null') as Draft | null;
const keep = (key: string, draft: Draft) => localStorage.setItem(key, JSON.stringify(draft));
const store = () => draftStoreFor('alice-uuid', 1);
const type = async (label: string, value: string) =>
  fireEvent.input(await screen.findByLabelText(label), { target: { value } });
const tap = async (name: string) => fireEvent.click(await findIon('button', name));

beforeEach(() => localStorage.clear());
afterEach(() => store().close());

describe('useFormDraft', () => {
  it('keeps what is typed as a draft of this user on this device, and keeps it when the form goes', async () => {
    const { unmount } = render(<Harness />);
    await type('Descrição', 'Bolo');
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'fixed' } });
    await type('Valor', '12,50');

    unmount();
    // At once, not at the end of the write window: the page may be going away.
    expect(stored()?.values).toEqual({ description: 'Bolo', kind: 'fixed', fixed: '12,50' });
  });

  it('offers a draft from before, with when it was typed; continuing fills the form exactly as typed', async () => {
    keep(KEY, { values: { description: 'Bolo', kind: 'fixed', fixed: '12,50' }, savedAt: SAVED_AT });
    render(<Harness />);

    expect(await screen.findByText('Há um rascunho deste link salvo neste aparelho em 14/11/2023 19:13.')).toBeTruthy();
    expect(screen.queryByLabelText('Descrição')).toBeNull();
    await tap('Continuar rascunho');

    expect(((await screen.findByLabelText('Descrição')) as HTMLInputElement).value).toBe('Bolo');
    expect((screen.getByLabelText('Tipo') as HTMLSelectElement).value).toBe('fixed');
    expect((screen.getByLabelText('Valor') as HTMLInputElement).value).toBe('12,50');
    // Kept until sent or discarded.
    expect(stored()).not.toBeNull();
  });

  it('opened to continue a draft its page offered: filled at once, without asking again', async () => {
    keep(KEY, { values: { description: 'Bolo', kind: 'fixed', fixed: '12,50' }, savedAt: SAVED_AT });
    render(<Harness resume />);

    expect((screen.getByLabelText('Descrição') as HTMLInputElement).value).toBe('Bolo');
    expect(((await screen.findByLabelText('Valor')) as HTMLInputElement).value).toBe('12,50');
    expect(screen.queryByText(/Há um rascunho/)).toBeNull();
  });

  it("'Descartar' deletes the draft and opens the form as it was", async () => {
    keep(KEY, { values: { ...EMPTY, description: 'Bolo' }, savedAt: SAVED_AT });
    render(<Harness />);
    await tap('Descartar');

    expect(((await screen.findByLabelText('Descrição')) as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(stored()).toBeNull());
  });

  it('a successful submit deletes the draft, and nothing writes it back', async () => {
    let answer: () => void = () => undefined;
    render(<Harness onSubmit={() => new Promise<void>((resolve) => (answer = resolve))} />);
    await type('Descrição', 'Bolo');
    await waitFor(() => expect(stored()).not.toBeNull());
    // Typed while the request is on its way: rides along in the trailing write.
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await type('Descrição', 'Bolo de milho');

    await act(async () => answer());
    store().flush();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    expect(stored()).toBeNull();
  });

  it('typing back to what the form had deletes the draft', async () => {
    render(<Harness />);
    await type('Descrição', 'B');
    await waitFor(() => expect(stored()).not.toBeNull());
    await type('Descrição', '');
    await waitFor(() => expect(stored()).toBeNull());
  });

  it('an edit draft says so when its record changed on the server since', async () => {
    const before = { ...EMPTY, description: 'Pedido 12' };
    const now = { ...EMPTY, description: 'Pedido 12 (alterado)' };
    const key = 'pdv:draft:alice-uuid:1:paylink%3A12';
    keep(key, { values: { ...before, kind: 'fixed' }, savedAt: SAVED_AT, basedOn: fingerprint(before) });

    const first = render(<Harness formId="paylink:12" defaults={now} basedOn={now} />);
    expect(await screen.findByText(/Os dados mudaram no servidor depois disso/)).toBeTruthy();
    first.unmount();

    render(<Harness formId="paylink:12" defaults={before} basedOn={before} />);
    await screen.findByText(/Há um rascunho deste link/);
    expect(screen.queryByText(/Os dados mudaram no servidor/)).toBeNull();
  });

  it("never offers another record's draft", async () => {
    keep('pdv:draft:alice-uuid:1:paylink%3A12', { values: { description: 'x' }, savedAt: SAVED_AT });
    render(<Harness formId="paylink:13" />);
    expect(await screen.findByLabelText('Descrição')).toBeTruthy();
    expect(screen.queryByText(/Há um rascunho/)).toBeNull();
  });
});
