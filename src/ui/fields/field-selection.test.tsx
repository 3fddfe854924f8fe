import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListColumn } from '@/ui/data-list/types';
import { FieldSelection } from './field-selection';
import { fieldChoiceKey } from './field-store';

vi.mock('@/auth', () => ({ useSessionUser: () => ({ sub: 'user-1' }) }));

const COLUMNS: ListColumn<unknown>[] = [
  { id: 'date', label: 'Data', value: () => '' },
  { id: 'amount', label: 'Valor', value: () => '' },
  { id: 'nsu', label: 'NSU', value: () => '', defaultVisible: false },
];

const labels = () =>
  within(screen.getByRole('list', { name: 'Campos da lista' }))
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);

afterEach(() => localStorage.clear());

describe('FieldSelection', () => {
  it('reorders with up/down buttons, announces the position and keeps focus on the moved field', () => {
    render(<FieldSelection listId="transactions" columns={COLUMNS} />);

    const down = screen.getByRole('button', { name: 'Mover Data para baixo' });
    down.focus();
    fireEvent.click(down);

    expect(labels()).toEqual(['Valor', 'Data', 'NSU']);
    expect(screen.getByRole('status').textContent).toBe('Data: posição 2 de 3');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Mover Data para baixo');
    expect((screen.getByRole('button', { name: 'Mover Valor para cima' }) as HTMLButtonElement).disabled).toBe(true);
    expect(JSON.parse(localStorage.getItem(fieldChoiceKey('user-1', 'transactions')) ?? '{}')).toEqual({
      order: ['amount', 'date', 'nsu'],
      hidden: ['nsu'],
    });
  });

  it('shows and hides fields, never the last visible one', () => {
    render(<FieldSelection listId="transactions" columns={COLUMNS} />);

    fireEvent.click(screen.getByLabelText('NSU'));
    fireEvent.click(screen.getByLabelText('Data'));
    fireEvent.click(screen.getByLabelText('Valor'));

    expect((screen.getByLabelText('NSU') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Data') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByLabelText('NSU'));
    // NSU is now the last one shown: it cannot be switched off.
    expect((screen.getByLabelText('NSU') as HTMLInputElement).disabled).toBe(true);
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
