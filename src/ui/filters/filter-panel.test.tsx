import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findIon, findIonNative, ionChoice, tapIon } from '@/ui/testing/ionic';
import { FilterPanel } from './filter-panel';
import { SAMPLE_DEFS } from '@/api/lists/testing/filter-defs';
import type { FilterValues } from '@/api/lists/filter-types';

function setup(values: FilterValues = {}, offline = false) {
  const onChange = vi.fn<(values: FilterValues) => void>();
  const view = render(<FilterPanel defs={SAMPLE_DEFS} values={values} onChange={onChange} offline={offline} />);
  const applyButton = () => screen.getByText('Aplicar').closest('ion-button') as HTMLIonButtonElement;
  return { onChange, view, applyButton };
}

/** Taps 'Filtros' and waits for the sheet's form. */
async function openSheet() {
  await tapIon(await findIon('button', /^Filtros/));
  await screen.findByText('Aplicar');
}

/** The sheet's 'Aplicar', as a user taps it. */
async function apply() {
  await tapIon(screen.getByText('Aplicar').closest('ion-button') as HTMLElement);
}

/** Types into Ionic's input labelled `label` (its native input, which fires `input`). */
async function type(label: string, value: string) {
  fireEvent.input(await screen.findByLabelText(label), { target: { value } });
}

const inputValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('FilterPanel', () => {
  // Ionic moves an open modal out of the rendered tree (and finishes presenting it a moment
  // later): one test's sheet must not stay for the next.
  afterEach(async () => {
    cleanup();
    await new Promise((resolve) => setTimeout(resolve, 100));
    document.querySelectorAll('ion-modal').forEach((modal) => modal.remove());
  });

  it('shows a chip per active filter; tapping it removes that filter', () => {
    const { onChange } = setup({ qt_installment: 3 });

    fireEvent.click(screen.getByRole('button', { name: 'Parcelas: 3 — remover filtro' }));

    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ qt_installment: undefined }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Status: Confirmada — remover filtro' }), { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ status: [], qt_installment: 3 }));
  });

  it("counts the active filters on its 'Filtros' button; the form waits in a closed sheet", async () => {
    setup({ qt_installment: 3 });
    // Status: Confirmada (the default) and Parcelas: 3.
    expect(await findIonNative('button', 'Filtros (2 ativos)')).toBeTruthy();
    expect(screen.queryByText('Aplicar')).toBeNull();
    await openSheet();
    expect(screen.getByText('Limpar')).toBeTruthy();
    // 'Fechar' closes it, applying nothing.
    await tapIon(await findIon('button', 'Fechar'));
    await waitFor(() => expect(screen.queryByText('Aplicar')).toBeNull());
  });

  it("'Aplicar' applies what was chosen in the sheet and closes it", async () => {
    const { onChange } = setup();
    await openSheet();
    await tapIon(ionChoice('ion-checkbox', 'Pendente'));
    await type('Parcelas', '2');
    await waitFor(() => expect(screen.getByText('Aplicar').closest('ion-button')?.disabled).toBe(false));
    await apply();

    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({ status: ['CONFIRMED', 'PENDING'], qt_installment: 2 });
    await waitFor(() => expect(screen.queryByText('Aplicar')).toBeNull());
  });

  it("'Limpar' empties the form back to the defaults; nothing changes until 'Aplicar'", async () => {
    const { onChange } = setup({ qt_installment: 3, status: ['DENIED'], authorization_number: 'A1B2' });
    await openSheet();
    expect(inputValue('Parcelas')).toBe('3');

    await tapIon(screen.getByText('Limpar').closest('ion-button') as HTMLElement);

    await waitFor(() => expect(inputValue('Parcelas')).toBe(''));
    expect(inputValue('Autorização')).toBe('');
    expect(ionChoice('ion-checkbox', 'Negada').checked).toBe(false);
    expect(ionChoice('ion-checkbox', 'Confirmada').checked).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
    await apply();
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({
      qt_installment: undefined,
      authorization_number: undefined,
      // The default status, back in force.
      status: ['CONFIRMED'],
    });
  });

  it('names each one-of-a-few choice by its label once Ionic has rendered its radio group', async () => {
    setup();
    await openSheet();
    // Ionic's radio group rewrites its own aria-labelledby: the name must survive its render.
    const group = await waitFor(() => {
      const found = document.querySelector('ion-radio-group[aria-label="Data de referência"]');
      expect(found?.getAttribute('role')).toBe('radiogroup');
      return found;
    });
    expect(group?.hasAttribute('aria-labelledby')).toBe(false);
    expect(document.querySelector('ion-radio-group[aria-label="Canal"]')).not.toBeNull();
  });

  it('disables Aplicar while a field is invalid, with the section-5 message', async () => {
    const { applyButton } = setup();
    await openSheet();

    await type('Parcelas', '13');

    expect(await screen.findByText('O campo Parcelas deve ser 12 ou menos')).toBeTruthy();
    await waitFor(() => expect(applyButton().disabled).toBe(true));
    await type('Parcelas', '12');
    await waitFor(() => expect(applyButton().disabled).toBe(false));
  });

  it('submits typed values: cents from the auto-decimal input, numbers, lists', async () => {
    const { onChange } = setup();
    await openSheet();

    await type('Mínimo', '1050');
    await waitFor(() => expect(inputValue('Mínimo')).toBe('R$\u00a010,50'));
    await tapIon(ionChoice('ion-checkbox', 'Pendente'));
    await type('Parcelas', '2');
    await act(async () => {
      fireEvent.submit(document.querySelector('form[aria-label="Filtros da lista"]') as HTMLFormElement);
    });

    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({
      vl_transaction_min: 1050,
      status: ['CONFIRMED', 'PENDING'],
      qt_installment: 2,
      pre_paid_card: undefined,
    });
  });

  it('a date shortcut fills both dates', async () => {
    setup();
    await openSheet();
    await tapIon(await findIon('button', 'Hoje'));
    await waitFor(() => expect(inputValue('Data inicial')).toMatch(/^\d{2}\/\d{2}\/\d{4}$/));
    expect(inputValue('Data final')).toBe(inputValue('Data inicial'));
    // The shortcut says it is the one in use.
    await waitFor(async () =>
      expect((await findIonNative('button', 'Hoje')).getAttribute('aria-pressed')).toBe('true'),
    );
    expect((await findIonNative('button', 'Ontem')).getAttribute('aria-pressed')).toBe('false');
  });

  it('types dates DD/MM/AAAA and sends them YYYY-MM-DD', async () => {
    const { onChange } = setup({ status: [] });
    await openSheet();
    await type('Data inicial', '01112026');
    await waitFor(() => expect(inputValue('Data inicial')).toBe('01/11/2026'));
    await act(async () => {
      fireEvent.submit(document.querySelector('form[aria-label="Filtros da lista"]') as HTMLFormElement);
    });
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({ start_date: '2026-11-01', end_date: undefined });
  });

  it('offline: says filtering needs the server and does not change anything', async () => {
    const { onChange, applyButton } = setup({}, true);
    expect(screen.getByText(/Sem conexão: filtrar precisa do servidor/)).toBeTruthy();
    const chip = screen.getByRole('button', { name: 'Status: Confirmada — remover filtro' });
    expect((chip as HTMLIonChipElement).disabled).toBe(true);
    fireEvent.click(chip);
    await openSheet();
    expect(applyButton().disabled).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
  });
});
