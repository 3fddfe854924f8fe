import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilterPanel } from './filter-panel';
import { SAMPLE_DEFS } from './testing/defs';
import type { FilterValues } from './types';

function setup(values: FilterValues = {}, offline = false) {
  const onChange = vi.fn<(values: FilterValues) => void>();
  const view = render(<FilterPanel defs={SAMPLE_DEFS} values={values} onChange={onChange} offline={offline} />);
  const searchButton = () => screen.getByText('Buscar').closest('ion-button') as HTMLIonButtonElement;
  return { onChange, view, searchButton };
}

describe('FilterPanel', () => {
  it('shows a chip per active filter; tapping it removes that filter', () => {
    const { onChange } = setup({ qt_installment: 3 });

    fireEvent.click(screen.getByRole('button', { name: 'Parcelas: 3 — remover filtro' }));

    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ qt_installment: undefined }));
    fireEvent.click(screen.getByRole('button', { name: 'Status: Confirmada — remover filtro' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ status: [], qt_installment: 3 }));
  });

  it('opens and closes', () => {
    setup();
    const toggle = screen.getByRole('button', { name: /Filtros/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByLabelText('Parcelas')).toBeTruthy();
  });

  it('disables Buscar while a field is invalid, with the section-5 message', async () => {
    const { searchButton } = setup();
    fireEvent.click(screen.getByRole('button', { name: /Filtros/ }));

    fireEvent.change(screen.getByLabelText('Parcelas'), { target: { value: '13' } });

    expect(await screen.findByText('O campo Parcelas deve ser 12 ou menos')).toBeTruthy();
    await waitFor(() => expect(searchButton().disabled).toBe(true));
    fireEvent.change(screen.getByLabelText('Parcelas'), { target: { value: '12' } });
    await waitFor(() => expect(searchButton().disabled).toBe(false));
  });

  it('submits typed values: cents from the auto-decimal input, numbers, lists', async () => {
    const { onChange, view } = setup();
    fireEvent.click(screen.getByRole('button', { name: /Filtros/ }));

    fireEvent.change(screen.getByLabelText('Mínimo'), { target: { value: '1050' } });
    expect((screen.getByLabelText('Mínimo') as HTMLInputElement).value).toBe('R$\u00a010,50');
    fireEvent.click(screen.getByLabelText('Pendente'));
    fireEvent.change(screen.getByLabelText('Parcelas'), { target: { value: '2' } });
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
    fireEvent.click(screen.getByRole('button', { name: /Filtros/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Hoje' }));
    const start = (screen.getByLabelText('Data inicial') as HTMLInputElement).value;
    expect(start).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect((screen.getByLabelText('Data final') as HTMLInputElement).value).toBe(start);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hoje' }).getAttribute('aria-pressed')).toBe('true'));
  });

  it('types dates DD/MM/AAAA and sends them YYYY-MM-DD', async () => {
    const { onChange, view } = setup({ status: [] });
    fireEvent.click(screen.getByRole('button', { name: /Filtros/ }));
    fireEvent.change(screen.getByLabelText('Data inicial'), { target: { value: '01112026' } });
    expect((screen.getByLabelText('Data inicial') as HTMLInputElement).value).toBe('01/11/2026');
    await act(async () => {
      fireEvent.submit(view.container.querySelector('form') as HTMLFormElement);
    });
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({ start_date: '2026-11-01', end_date: undefined });
  });

  it('offline: says filtering needs the server and does not change anything', () => {
    const { onChange, searchButton } = setup({}, true);
    expect(screen.getByText(/Sem conexão: filtrar precisa do servidor/)).toBeTruthy();
    const chip = screen.getByRole('button', { name: 'Status: Confirmada — remover filtro' }) as HTMLButtonElement;
    expect(chip.disabled).toBe(true);
    expect(searchButton().disabled).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
  });
});
