import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PublicComingSoonPage } from './public-coming-soon';

describe('PublicComingSoonPage', () => {
  it('names the page, says it is coming soon and sets the document title', () => {
    render(<PublicComingSoonPage title="Comprovante" />);

    expect(screen.getByRole('heading', { level: 1, name: 'Comprovante' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Em breve' }).textContent).toContain(
      'Esta página de pagamento estará disponível em breve.',
    );
    expect(screen.getByRole('banner').textContent).toBe('Painel de Vendas');
    expect(document.title).toBe('Comprovante | Painel de Vendas');
  });

  it('draws no Ionic element: the checkout loads none of its JavaScript', () => {
    const { container } = render(<PublicComingSoonPage title="Pix" />);

    const ionic = [...container.querySelectorAll('*')].filter((el) => el.tagName.startsWith('ION-'));
    expect(ionic).toEqual([]);
  });
});
