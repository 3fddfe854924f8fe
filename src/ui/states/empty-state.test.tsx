import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListEmptyState } from './empty-state';

describe('ListEmptyState', () => {
  it("online, says the list's own words", () => {
    render(<ListEmptyState offline={false} title="Nenhum boleto encontrado" message="Mude o status." />);
    expect(screen.getByText('Nenhum boleto encontrado')).toBeTruthy();
    expect(screen.getByText('Mude o status.')).toBeTruthy();
    expect(screen.queryByText('Sem dados salvos para estes filtros')).toBeNull();
  });

  it('offline, says this device holds nothing for these filters, not that none exist', () => {
    render(<ListEmptyState offline title="Nenhum boleto encontrado" message="Mude o status." />);
    expect(screen.getByText('Sem dados salvos para estes filtros')).toBeTruthy();
    expect(screen.getByText('Conecte-se para buscar.')).toBeTruthy();
    expect(screen.queryByText('Nenhum boleto encontrado')).toBeNull();
  });
});
