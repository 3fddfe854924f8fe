import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findIon, findIonNative, ionChoice, tapIon } from '@/ui/testing/ionic';
import { FilterPanel } from './filter-panel';
import { SAMPLE_DEFS } from './testing/defs';
import type { FilterValues } from './types';

function setup(values: FilterValues = {}, offline = false) {
  const onChange = vi.fn<(values: FilterValues) => void>();
  const view = render(<FilterPanel defs={SAMPLE_DEFS} values={values} onChange={onChange} offline={offline} />);
  const searchButton = () => screen.getByText('Buscar').closest('ion-button') as HTMLIonButtonElement;
  return { onChange, view, searchButton };
}

/**
 * What the accordion reports when its header is tapped. (happy-dom does not route a tap on the
 * header through the accordion's shadow root: the e2e suite taps it in Chromium.)
 */
function accordionReports(value: string | undefined) {
  const group = document.querySelector('ion-accordion-group') as HTMLIonAccordionGroupElement;
  act(() => {
    group.dispatchEvent(new CustomEvent('ionChange', { detail: { value } }));
  });
  return group;
}

/** Types into Ionic's input labelled `label` (its native input, which fires `input`). */
async function type(label: string, value: string) {
  fireEvent.input(await screen.findByLabelText(label), { target: { value } });
}

const inputValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('FilterPanel', () => {
  it('shows a chip per active filter; tapping it removes that filter', () => {
    const { onChange } = setup({ qt_installment: 3 });

    fireEvent.click(screen.getByRole('button', { name: 'Parcelas: 3 — remover filtro' }));

    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ qt_installment: undefined }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Status: Confirmada — remover filtro' }), { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ status: [], qt_installment: 3 }));
  });

  it('opens and closes with its accordion, and starts closed on phones', async () => {
    setup();
    expect((await findIonNative('button', /Filtros/)).getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(accordionReports('filters').value).toBe('filters'));
    await waitFor(() => expect(accordionReports(undefined).value).toBeUndefined());
  });

  it('names each one-of-a-few choice by its label once Ionic has rendered its radio group', async () => {
    setup();
    // Ionic's radio group rewrites its own aria-labelledby: the name must survive its render.
    const group = await waitFor(() => {
      const found = document.querySelector('ion-radio-group[aria-label="Data de referência"]');
      expect(found?.getAttribute('role')).toBe('radiogroup');
      return found;
    });
    expect(group?.hasAttribute('aria-labelledby')).toBe(false);
    expect(document.querySelector('ion-radio-group[aria-label="Canal"]')).not.toBeNull();
  });

  it('disables Buscar while a field is invalid, with the section-5 message', async () => {
    const { searchButton } = setup();

    await type('Parcelas', '13');

    expect(await screen.findByText('O campo Parcelas deve ser 12 ou menos')).toBeTruthy();
    await waitFor(() => expect(searchButton().disabled).toBe(true));
    await type('Parcelas', '12');
    await waitFor(() => expect(searchButton().disabled).toBe(false));
  });

  it('submits typed values: cents from the auto-decimal input, numbers, lists', async () => {
    const { onChange, view } = setup();

    await type('Mínimo', '1050');
    await waitFor(() => expect(inputValue('Mínimo')).toBe('R$\u00a010,50'));
    await tapIon(ionChoice('ion-checkbox', 'Pendente'));
    await type('Parcelas', '2');
    await act(async () => {
      fireEvent.submit(view.container.querySelector('form') as HTMLFormElement);
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
    const { onChange, view } = setup({ status: [] });
    await type('Data inicial', '01112026');
    await waitFor(() => expect(inputValue('Data inicial')).toBe('01/11/2026'));
    await act(async () => {
      fireEvent.submit(view.container.querySelector('form') as HTMLFormElement);
    });
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({ start_date: '2026-11-01', end_date: undefined });
  });

  it('offline: says filtering needs the server and does not change anything', () => {
    const { onChange, searchButton } = setup({}, true);
    expect(screen.getByText(/Sem conexão: filtrar precisa do servidor/)).toBeTruthy();
    const chip = screen.getByRole('button', { name: 'Status: Confirmada — remover filtro' });
    expect((chip as HTMLIonChipElement).disabled).toBe(true);
    fireEvent.click(chip);
    expect(searchButton().disabled).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
  });
});
