import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListColumn } from '@/ui/data-list/types';
import { findIon, findIonNative, ionChoice, tapIon } from '@/ui/testing/ionic';
import { FieldSelection } from './field-selection';
import { fieldChoiceKey } from './field-store';

vi.mock('@/auth', () => ({ useSessionUser: () => ({ sub: 'user-1' }) }));

const COLUMNS: ListColumn<unknown>[] = [
  { id: 'date', label: 'Data', value: () => '' },
  { id: 'amount', label: 'Valor', value: () => '' },
  { id: 'nsu', label: 'NSU', value: () => '', defaultVisible: false },
];

const labels = () =>
  [...screen.getByRole('list', { name: 'Campos da lista' }).querySelectorAll('ion-checkbox')].map((box) =>
    box.textContent?.trim(),
  );
const box = (label: string) => ionChoice('ion-checkbox', label);

afterEach(() => localStorage.clear());

describe('FieldSelection', () => {
  it('reorders with up/down buttons, announces the position and keeps focus on the moved field', async () => {
    render(<FieldSelection listId="transactions" columns={COLUMNS} />);

    const down = await findIon('button', 'Mover Data para baixo');
    down.focus();
    fireEvent.click(down);

    expect(labels()).toEqual(['Valor', 'Data', 'NSU']);
    expect(screen.getByRole('status').textContent).toBe('Data: posição 2 de 3');
    // Focus stays on the same button of the moved row.
    await vi.waitFor(() => {
      const focused = document.activeElement;
      expect(focused?.getAttribute('data-dir')).toBe('down');
      expect(focused?.closest('[data-field]')?.getAttribute('data-field')).toBe('date');
    });
    expect((await findIonNative('button', 'Mover Valor para cima')).hasAttribute('disabled')).toBe(true);
    expect(JSON.parse(localStorage.getItem(fieldChoiceKey('user-1', 'transactions')) ?? '{}')).toEqual({
      order: ['amount', 'date', 'nsu'],
      hidden: ['nsu'],
    });
  });

  it('shows and hides fields, never the last visible one', async () => {
    render(<FieldSelection listId="transactions" columns={COLUMNS} />);

    await tapIon(box('NSU'));
    await vi.waitFor(() => expect(box('NSU').checked).toBe(true));
    await tapIon(box('Data'));
    await vi.waitFor(() => expect(box('Data').checked).toBe(false));
    await tapIon(box('Valor'));
    await vi.waitFor(() => expect(box('Valor').checked).toBe(false));

    expect(box('NSU').checked).toBe(true);
    // NSU is now the last one shown: it cannot be switched off.
    expect(box('NSU').disabled).toBe(true);
  });

  it('restores the defaults', () => {
    localStorage.setItem(
      fieldChoiceKey('user-1', 'transactions'),
      JSON.stringify({ order: ['nsu', 'amount', 'date'], hidden: [] }),
    );
    render(<FieldSelection listId="transactions" columns={COLUMNS} />);
    expect(labels()).toEqual(['NSU', 'Valor', 'Data']);

    fireEvent.click(screen.getByText('Restaurar padrão'));

    expect(labels()).toEqual(['Data', 'Valor', 'NSU']);
    expect(localStorage.getItem(fieldChoiceKey('user-1', 'transactions'))).toBeNull();
  });
});
